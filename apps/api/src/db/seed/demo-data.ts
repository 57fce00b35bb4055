import type { Trade } from '@tradewise/shared';

/** Realistic UK places the demo accounts live in: several postcode areas. */
export const PLACES = [
  { street: '14 Lavender Hill', city: 'London', postcode: 'SW11 5RW' },
  { street: '3 Oxford Road', city: 'Manchester', postcode: 'M1 5QA' },
  { street: '27 Broad Street', city: 'Birmingham', postcode: 'B1 2HF' },
  { street: '9 Briggate', city: 'Leeds', postcode: 'LS1 6HD' },
  { street: '41 Park Street', city: 'Bristol', postcode: 'BS1 5NT' },
  { street: '12 Rose Street', city: 'Edinburgh', postcode: 'EH2 2PR' },
  { street: '88 Queen Street', city: 'Cardiff', postcode: 'CF10 2GP' },
  { street: '5 Clapham High Street', city: 'London', postcode: 'SW4 7UL' },
] as const;

export const DEMO_CLIENTS = [
  { name: 'Amelia Hughes', phone: '+447400123401' },
  { name: 'Oliver Bennett', phone: '+447400123402' },
  { name: 'Priya Sharma', phone: '+447400123403' },
  { name: 'Thomas Walker', phone: '+447400123404' },
] as const;

export interface DemoTradesperson {
  name: string;
  business: string;
  trade: Trade;
  place: number;
  status: 'approved' | 'pending';
}

export const DEMO_TRADESPEOPLE: DemoTradesperson[] = [
  { name: 'Jack Thompson', business: 'Thompson Plumbing & Heating', trade: 'plumber', place: 0, status: 'approved' },
  { name: 'Sophie Clarke', business: 'Clarke Electrical Services', trade: 'electrician', place: 0, status: 'approved' },
  { name: 'Daniel Evans', business: 'Evans Joinery', trade: 'carpenter', place: 1, status: 'approved' },
  { name: 'Grace Wilson', business: 'Sparkle Clean Manchester', trade: 'cleaner', place: 1, status: 'approved' },
  { name: 'Mohammed Khan', business: 'Khan Gas Safe Engineers', trade: 'gas_engineer', place: 2, status: 'approved' },
  { name: 'Emily Roberts', business: 'Roberts Decorating', trade: 'painter_decorator', place: 2, status: 'approved' },
  { name: 'Harry Wright', business: 'Wright Roofing Ltd', trade: 'roofer', place: 3, status: 'approved' },
  { name: 'Chloe Turner', business: 'Turner Locksmiths', trade: 'locksmith', place: 3, status: 'approved' },
  { name: 'George Hall', business: 'Hall Brickwork', trade: 'bricklayer', place: 4, status: 'approved' },
  { name: 'Isla Campbell', business: 'Campbell Landscapes', trade: 'landscaper', place: 5, status: 'approved' },
  {
    name: 'Rhys Morgan',
    business: 'Morgan Tiling & Flooring',
    trade: 'flooring_installer',
    place: 6,
    status: 'approved',
  },
  { name: 'Lily Green', business: 'Green Glazing', trade: 'glazier', place: 7, status: 'approved' },
  { name: 'Samuel Price', business: 'Price Plumbing Bristol', trade: 'plumber', place: 4, status: 'approved' },
  {
    name: 'Noah Patel',
    business: 'Patel Solar Solutions',
    trade: 'solar_panel_installers',
    place: 2,
    status: 'approved',
  },
  {
    name: 'Ava Mitchell',
    business: 'Mitchell Handyman Services',
    trade: 'general_contractor',
    place: 7,
    status: 'approved',
  },
  { name: 'Ethan Cooper', business: 'Cooper Electrics', trade: 'electrician', place: 3, status: 'pending' },
  {
    name: 'Mia Edwards',
    business: 'Edwards Pest Control',
    trade: 'pest_control_specialist',
    place: 1,
    status: 'pending',
  },
  { name: 'Leo Stewart', business: 'Stewart Stonemasons', trade: 'stonemasons', place: 5, status: 'pending' },
];

export interface DemoJob {
  client: number;
  workType: Trade;
  serviceTime: 'as_soon_as_possible' | 'with_in_next_few_days' | 'no_date';
  propertyType: 'flat' | 'house' | 'commercial_property';
  place: number;
  description: string;
}

export const DEMO_JOBS: DemoJob[] = [
  {
    client: 0,
    workType: 'plumber',
    serviceTime: 'as_soon_as_possible',
    propertyType: 'flat',
    place: 0,
    description:
      'Kitchen tap dripping constantly and the cold valve under the sink is stiff. Would like both replaced.',
  },
  {
    client: 0,
    workType: 'electrician',
    serviceTime: 'with_in_next_few_days',
    propertyType: 'flat',
    place: 0,
    description: 'Two extra double sockets in the living room and a light fitting swapped for a pendant.',
  },
  {
    client: 3,
    workType: 'plumber',
    serviceTime: 'no_date',
    propertyType: 'house',
    place: 7,
    description: 'Bathroom refit: new basin, toilet and shower mixer. Tiles already bought.',
  },
  {
    client: 1,
    workType: 'carpenter',
    serviceTime: 'with_in_next_few_days',
    propertyType: 'house',
    place: 1,
    description: 'Fit three internal oak doors and adjust a sticking back door.',
  },
  {
    client: 1,
    workType: 'cleaner',
    serviceTime: 'as_soon_as_possible',
    propertyType: 'house',
    place: 1,
    description: 'End of tenancy clean for a three-bedroom terraced house, including oven and carpets.',
  },
  {
    client: 2,
    workType: 'gas_engineer',
    serviceTime: 'as_soon_as_possible',
    propertyType: 'house',
    place: 2,
    description: 'Annual boiler service and gas safety certificate for a combi boiler.',
  },
  {
    client: 2,
    workType: 'painter_decorator',
    serviceTime: 'no_date',
    propertyType: 'commercial_property',
    place: 2,
    description: 'Repaint a small shop front and the interior walls of a 40 square metre unit.',
  },
  {
    client: 3,
    workType: 'roofer',
    serviceTime: 'as_soon_as_possible',
    propertyType: 'house',
    place: 3,
    description: 'A few slipped slates after the storm, and the gutter above the porch is leaking.',
  },
  {
    client: 3,
    workType: 'locksmith',
    serviceTime: 'with_in_next_few_days',
    propertyType: 'flat',
    place: 3,
    description: 'Replace the front door lock with an anti-snap euro cylinder and add a door chain.',
  },
  {
    client: 0,
    workType: 'bricklayer',
    serviceTime: 'no_date',
    propertyType: 'house',
    place: 4,
    description: 'Rebuild a 6 metre garden wall, about 1 metre high, reusing the old bricks where possible.',
  },
  {
    client: 1,
    workType: 'landscaper',
    serviceTime: 'no_date',
    propertyType: 'house',
    place: 5,
    description: 'Lay a new lawn and a small patio in the back garden, roughly 30 square metres.',
  },
  {
    client: 2,
    workType: 'flooring_installer',
    serviceTime: 'with_in_next_few_days',
    propertyType: 'flat',
    place: 6,
    description: 'Fit laminate flooring in two bedrooms, underlay included, skirting to be kept.',
  },
  {
    client: 3,
    workType: 'glazier',
    serviceTime: 'as_soon_as_possible',
    propertyType: 'house',
    place: 7,
    description: 'Cracked double-glazed unit in the kitchen window needs replacing.',
  },
  {
    client: 2,
    workType: 'solar_panel_installers',
    serviceTime: 'no_date',
    propertyType: 'house',
    place: 2,
    description: 'Quote for a 4 kW solar panel system with battery on a south-facing roof.',
  },
  {
    client: 0,
    workType: 'general_contractor',
    serviceTime: 'with_in_next_few_days',
    propertyType: 'flat',
    place: 7,
    description: 'Assemble flat-pack wardrobes, hang shelves and fix a loose banister.',
  },
];
