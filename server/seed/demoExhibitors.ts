/**
 * The demo organizer's exhibitor file (issue 24): about forty exhibitors of the demo show on the
 * gl_event source ('Salon du Meuble de Lyon 2026', folder SML26), in the JSON format of
 * docs/gateway.md. Built from a seeded PRNG: the same tokens and stands on every machine and start,
 * so a sync is repeatable and a sign-in link stays valid.
 */
import type { ExhibitorField } from '../services/gateway/exhibitorFile';
import { prng } from './prng';

/** How the demo's gl_event source reaches server/demo/organizerServer.ts. */
export const DEMO_EXHIBITORS_MAX = 40;

export const DEMO_ORGANIZER = {
  folder: 'SML26',
  fileName: 'exposants.json',
  username: 'salon-meuble-lyon',
  password: 'demo-organisateur-2026',
} as const;

const COMPANIES = [
  'Ébénisterie Martin', 'Tissages Lambert', 'Verrerie Dubois', 'Atelier Bernard & Fils', 'Luminaires Petit', 'Céramiques Durand',
  'Literie Moreau', 'Tapis Laurent', 'Cuisines Simon', 'Menuiserie Michel', 'Fauteuils Lefèvre', 'Bois de Savoie',
  'Rotin Garnier', 'Mobilier Faure', 'Design Rousseau', 'Canapés Blanc', 'Éditions Guérin', 'Ferronnerie Muller',
  'Maison Henry', 'Tables Roussel', 'Marqueterie Nicolas', 'Chaises Perrin', 'Textiles Morin', 'Vaisselle Mathieu',
  'Atelier Clément', 'Bibliothèques Gauthier', 'Miroirs Dumont', 'Rideaux Lopez', 'Luminaires Fontaine', 'Parquets Chevalier',
  'Cuir Robin', 'Osier Masson', 'Meubles Sanchez', 'Décoration Gérard', 'Coussins Nguyen', 'Horlogerie Boyer',
  'Jardin Denis', 'Émaux Lemaire', 'Verre Soufflé Duval', 'Tapisserie Joly',
];
const FIRST = ['Claire', 'Julien', 'Sophie', 'Thomas', 'Camille', 'Nicolas', 'Léa', 'Antoine', 'Manon', 'Hugo'];
const TOKEN_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** One exhibitor of the file, every column but the expiry (the demo's links do not expire). */
export type DemoExhibitor = Record<Exclude<ExhibitorField, 'tokenExpiresAt'>, string>;

/** Exhibitors the platform does not know yet (a demo sync creates them), forty at most. */
export function newDemoExhibitors(): DemoExhibitor[] {
  const rand = prng(2026_24);
  return COMPANIES.map((company, i) => {
    const lastName = company.split(' ').pop()!.replace(/[^A-Za-zÀ-ÿ-]/g, '') || 'Martin';
    const firstName = rand.pick(FIRST);
    const slug = company.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    return {
      token: Array.from({ length: 32 }, () => TOKEN_CHARS[Math.floor(rand.next() * TOKEN_CHARS.length)]).join(''),
      name: company,
      hall: String(1 + (i % 3)),
      aisle: 'ABCDEF'[rand.int(0, 5)],
      number: String(100 + i),
      surface: String(rand.pick([9, 12, 18, 24, 36])),
      standType: rand.pick(['Angle', 'Linéaire', 'Îlot']),
      email: `${firstName.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}@${slug}.demo.test`,
      firstName,
      lastName,
      company: `${company} SARL`,
      phone: `+33 4 72 ${String(10 + i).padStart(2, '0')} ${String(rand.int(10, 99))} ${String(rand.int(10, 99))}`,
      language: i % 7 === 0 ? 'en' : 'fr',
    };
  });
}
