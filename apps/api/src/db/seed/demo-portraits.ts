import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Trade } from '@tradewise/shared';
import type { Database } from '../schema.js';
import type { Storage } from '../../lib/storage/index.js';
import { createSession, revokeSession, type Session } from '../../modules/sessions/index.js';
import { hashToken } from '../../lib/ids.js';
import { addPortfolioPhoto, setCaption, setPortrait } from '../../modules/trade-profile/images.js';
import { DEMO_TRADESPEOPLE } from './demo-data.js';
import * as scenes from './portfolio-scenes.js';

/** How many approved demo tradespeople (in DEMO_TRADESPEOPLE's order) get a logo as portrait. */
const WITH_PORTRAIT = 10;

/** Portfolios of finished work, by demo tradesperson: a drawing and its caption per photo. */
const PORTFOLIOS: Record<string, [scene: () => string, caption: string][]> = {
  'Jack Thompson': [
    [scenes.newBathroom, 'Bathroom refit in Manchester: new bath, vanity unit and wall tiles'],
    [scenes.newBasin, 'Basin and mixer tap replaced, splashback retiled'],
  ],
  'Sophie Clarke': [
    [scenes.consumerUnit, 'New consumer unit with RCBO protection on every circuit'],
    [scenes.newSockets, 'Extra double sockets (one with USB) and a new light switch'],
  ],
  'Emily Roberts': [
    [scenes.featureWall, 'Living room repainted with a sage feature wall'],
    [scenes.hallway, 'Hallway: new wallpaper below the dado rail, woodwork glossed'],
  ],
  'George Hall': [
    [scenes.rebuiltWall, 'Garden wall rebuilt in reclaimed brick with a stone coping'],
    [scenes.brickPier, 'Brick pier built for a new side gate'],
  ],
  'Isla Campbell': [
    [scenes.laidPatio, 'Sandstone patio laid on a full mortar bed'],
    [scenes.newLawn, 'New turf lawn and fence panels'],
    [scenes.gravelPath, 'Gravel path with planted borders'],
  ],
};

/** A badge colour per trade (the others get a neutral slate). */
const COLOURS: Partial<Record<Trade, string>> = {
  plumber: '#1f6fb2',
  electrician: '#d99a06',
  carpenter: '#8a5a2b',
  cleaner: '#1c9a8a',
  gas_engineer: '#c2410c',
  painter_decorator: '#7c3aed',
  roofer: '#475569',
  locksmith: '#374151',
  bricklayer: '#a4492f',
  landscaper: '#3f7d2f',
  flooring_installer: '#92632f',
  glazier: '#0e7490',
};

/** The business name's first two initials ("Thompson Plumbing & Heating": TP). */
const initials = (business: string) =>
  business
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/** A logo-style badge: a ring and the initials under a roof line, in the trade's colour. */
const badge = (business: string, trade: Trade) => {
  const colour = COLOURS[trade] ?? '#334155';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="960" viewBox="0 0 960 960">
<rect width="960" height="960" fill="${colour}"/>
<circle cx="480" cy="480" r="380" fill="none" stroke="#ffffff" stroke-width="18" opacity="0.9"/>
<circle cx="480" cy="480" r="340" fill="#ffffff" opacity="0.08"/>
<path d="M300 380 L480 250 L660 380" fill="none" stroke="#ffffff" stroke-width="34" stroke-linecap="round" stroke-linejoin="round"/>
<text x="480" y="620" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="240" fill="#ffffff">${initials(business)}</text>
</svg>`;
};

const png = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 3 }).toBuffer();
const jpeg = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();

/**
 * Gives the first approved demo tradespeople a logo as portrait and some a portfolio of finished
 * work with captions (issue 17), each added as its tradesperson would through the trade profile's
 * own functions (image pipeline, storage, public addresses). Runs after the demo data is committed.
 */
export async function seedPortraits(db: Kysely<Database>, storage: Storage) {
  const people = await db
    .selectFrom('tradespeople')
    .select(['id', 'name'])
    .where('status', '=', 'approved')
    .where(
      'name',
      'in',
      DEMO_TRADESPEOPLE.map((person) => person.name),
    )
    .execute();
  const chosen = DEMO_TRADESPEOPLE.filter((person) => person.status === 'approved').slice(0, WITH_PORTRAIT);
  await Promise.all(
    chosen.map(async (person) => {
      const row = people.find((p) => p.name === person.name);
      if (!row) throw new Error(`demo portraits: no approved demo tradesperson "${person.name}"`);
      // Uploads are recorded for an open session (an erased account's are refused): one for the seed.
      const session: Session = {
        role: 'tradesperson',
        userId: row.id,
        tokenHash: hashToken(await createSession(db, 'tradesperson', row.id)),
      };
      await setPortrait(db, storage, session, await png(badge(person.business, person.trade)));
      // One after another, so the portfolio keeps its order; each caption goes on the photo just added.
      const captioned = new Set<string>();
      for (const [scene, caption] of PORTFOLIOS[person.name] ?? []) {
        const { portfolio } = await addPortfolioPhoto(db, storage, session, await jpeg(scene()));
        const added = portfolio.find((photo) => !captioned.has(photo._id))!;
        await setCaption(db, session, added._id, caption);
        captioned.add(added._id);
      }
      await revokeSession(db, session.tokenHash);
    }),
  );
}
