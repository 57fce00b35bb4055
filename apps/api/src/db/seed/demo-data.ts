import type { Trade } from '@tf/shared';

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
  { name: 'Amelia Hughes', phone: '+447911123401' },
  { name: 'Oliver Bennett', phone: '+447911123402' },
  { name: 'Priya Sharma', phone: '+447911123403' },
  { name: 'Thomas Walker', phone: '+447911123404' },
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
  { name: 'Rhys Morgan', business: 'Morgan Tiling & Flooring', trade: 'flooring_installer', place: 6, status: 'approved' },
  { name: 'Lily Green', business: 'Green Glazing', trade: 'glazier', place: 7, status: 'approved' },
  { name: 'Samuel Price', business: 'Price Plumbing Bristol', trade: 'plumber', place: 4, status: 'approved' },
  { name: 'Noah Patel', business: 'Patel Solar Solutions', trade: 'solar_panel_installers', place: 2, status: 'approved' },
  { name: 'Ava Mitchell', business: 'Mitchell Handyman Services', trade: 'general_contractor', place: 7, status: 'approved' },
  { name: 'Ethan Cooper', business: 'Cooper Electrics', trade: 'electrician', place: 3, status: 'pending' },
  { name: 'Mia Edwards', business: 'Edwards Pest Control', trade: 'pest_control_specialist', place: 1, status: 'pending' },
  { name: 'Leo Stewart', business: 'Stewart Stonemasons', trade: 'stonemasons', place: 5, status: 'pending' },
];
