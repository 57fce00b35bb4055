import type { LocalBusiness } from 'schema-dts';
import type { Trade } from '@tradewise/shared';

/** The schema.org types a tradesperson's business can be (LocalBusiness or one of its kinds). */
export type BusinessType = Exclude<LocalBusiness, string>['@type'];

/**
 * The schema.org kind of local business each trade is, for a profile's structured data: the
 * precise one where schema.org has it, else the home-and-construction or professional kind, else
 * plain LocalBusiness.
 */
export const BUSINESS_TYPES: Record<Trade, BusinessType> = {
  bricklayer: 'HomeAndConstructionBusiness',
  carpenter: 'HomeAndConstructionBusiness',
  cleaner: 'ProfessionalService',
  drywall_installer: 'HomeAndConstructionBusiness',
  electrician: 'Electrician',
  flooring_installer: 'HomeAndConstructionBusiness',
  gas_engineer: 'HVACBusiness',
  general_contractor: 'GeneralContractor',
  glazier: 'HomeAndConstructionBusiness',
  hvac_technician: 'HVACBusiness',
  insulation_contractors: 'HomeAndConstructionBusiness',
  landscaper: 'HomeAndConstructionBusiness',
  locksmith: 'Locksmith',
  mechanics: 'AutoRepair',
  other: 'LocalBusiness',
  painter_decorator: 'HousePainter',
  pest_control_specialist: 'ProfessionalService',
  plumber: 'Plumber',
  roofer: 'RoofingContractor',
  septic_system_installers: 'HomeAndConstructionBusiness',
  security_officer: 'ProfessionalService',
  solar_panel_installers: 'HomeAndConstructionBusiness',
  stonemasons: 'HomeAndConstructionBusiness',
  training_provider: 'ProfessionalService',
  welder: 'HomeAndConstructionBusiness',
};
