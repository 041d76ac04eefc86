import { ROLES, STANDIST_ROLES } from '@/domain/roles';
import { STAND_STATUSES, type StandStatus } from '@/domain/standStatus';
import { hashPassword } from '../auth/passwords';
import { localFileStorage, storeFile, type FileStorage } from '../services/storage';
import type { Pool, PoolClient } from '../db/pool';
import { withTransaction } from '../db/pool';
import { seedStandActivity } from './demoActivity';
import { seedDemoFindingPhotos } from './demoFindings';
import { seedDemoMail } from './demoMail';
import { seedDemoNotifications } from './demoNotifications';
import { seedDemoSavedViews } from './demoSavedViews';
import { seedDemoPlanThreads } from './demoMessages';
import { seedDemoStaff } from './demoStaff';
import { seedDemoTurns } from './demoTurns';
import { insertDemoShowPdf, seedDemoShows } from './demoShows';
import { seedDemoContacts } from './demoContacts';
import { seedDemoDemandConfigs } from './demoDemandConfigs';
import { seedDemoDemands } from './demoDemands';
import { seedDemoSafety } from './demoSafety';
import { seedDemoDirectory } from './demoDirectory';
import { seedDemoDocuments } from './demoDocuments';
import { seedDemoGateway, seedDemoGatewaySource } from './demoGateway';
import { prng, type Prng } from './prng';

export const DEMO_PASSWORD = 'demo1234';

/** The demo accounts (password demo1234), printed at start. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.test', role: ROLES.SUPER_ADMIN, firstName: 'Alice', lastName: 'Martin', company: 'Astech', what: 'super admin, tester (records flows)', tester: true },
  { email: 'support@demo.test', role: ROLES.SUPPORT, firstName: 'Sophie', lastName: 'Durand', company: 'Astech', what: 'support (show manager)' },
  { email: 'organizer@demo.test', role: ROLES.ORGANIZER, firstName: 'Olivier', lastName: 'Lefèvre', company: 'Salons Événements', what: 'organizer of Salon Démo 2027' },
  { email: 'exhibitor@demo.test', role: ROLES.STANDIST, firstName: 'Emma', lastName: 'Bernard', company: 'Lumière & Fils', what: 'exhibitor of one stand' },
  { email: 'decorator@demo.test', role: ROLES.STANDIST, firstName: 'David', lastName: 'Moreau', company: 'Déco Concept', what: 'decorator of three stands' },
  { email: 'agency@demo.test', role: ROLES.STANDIST, firstName: 'Anne', lastName: 'Petit', company: 'Agence Horizon', what: 'agency of two stands' },
] as const;

export const DEMO_SHOW_NAME = 'Salon Démo 2027';
export const ARCHIVE_SHOW_NAME = 'Salon Archive 2025';
export const DEMO_STAND_COUNT = 150;

export const DEMO_LAYOUT_TYPES: ReadonlyArray<[string, string]> = [
  ['Cloison', '#1e88e5'],
  ['Réserve', '#8e24aa'],
  ['Mezzanine', '#f4511e'],
  ['Plancher technique', '#6d4c41'],
  ['Enseigne haute', '#43a047'],
  ['Vitrine', '#00acc1'],
  ['Cuisine', '#fdd835'],
];

const FIRST_WORDS = [
  'Atelier', 'Maison', 'Comptoir', 'Domaine', 'Brasserie', 'Fromagerie', 'Verrerie', 'Ébénisterie', 'Studio',
  'Galerie', 'Manufacture', 'Librairie', 'Chocolaterie', 'Menuiserie', 'Distillerie', 'Laboratoire', 'Jardins',
  'Éditions', 'Cave', 'Forge', 'Tissage', 'Poterie', 'Boutique', 'Institut', 'Fabrique',
];
const SECOND_WORDS = [
  'Lumière', 'du Lac', 'des Alpes', 'Océane', 'Bellevue', 'du Moulin', 'Saint-Roch', 'des Tilleuls', 'Horizon',
  'Boréal', 'de Provence', 'Marchal', 'Rivière', 'des Halles', 'Vauban', 'du Phare', 'Côté Sud', 'Azur', 'Émeraude',
  'du Château', 'Nova', 'Garance', 'des Vignes', 'Mistral', 'Opaline',
];
const FIRST_NAMES = ['Camille', 'Lucas', 'Léa', 'Hugo', 'Chloé', 'Louis', 'Manon', 'Jules', 'Inès', 'Gabriel', 'Zoé', 'Arthur', 'Jade', 'Raphaël', 'Élise', 'Nathan', 'Margaux', 'Théo', 'Clara', 'Paul'];
const LAST_NAMES = ['Dubois', 'Lambert', 'Fontaine', 'Rousseau', 'Girard', 'Mercier', 'Blanc', 'Guérin', 'Faure', 'André', 'Chevalier', 'François', 'Roux', 'Gauthier', 'Perrin', 'Morel', 'Lemoine', 'Noël', 'Meyer', 'Dumont'];
const DECORATOR_COMPANIES = ['Stand Création', 'Volume & Co', 'Expo Design', 'Les Bâtisseurs du Salon', 'Atelier Scène', 'Modul’Expo', 'Agencement Plus'];
const AGENCY_COMPANIES = ['Agence Méridien', 'Événements & Cie', 'Com’Expo', 'Agence Alto'];
const STAND_TYPES = ['Stand nu', 'Stand équipé', 'Îlot', 'Angle', 'Pavillon'];
const SURFACES = ['9', '12', '12,5', '15', '18', '18,75', '24', '27,5', '30', '36', '42', '48', '54', '60', '72,5', '96', '120', '150,5', '200', '250', '400'];
const DOCUMENT_STATUSES = [1, 2, 3, 4, 5, 6];

/** A small SVG logo, generated so the seed needs no binary asset. */
export function demoLogoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="170" height="170" viewBox="0 0 170 170">
  <rect width="170" height="170" rx="24" fill="#1e3a5f"/>
  <circle cx="85" cy="70" r="38" fill="none" stroke="#f4b942" stroke-width="8"/>
  <path d="M62 70h46M85 47v46" stroke="#f4b942" stroke-width="8" stroke-linecap="round"/>
  <text x="85" y="140" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="26" font-weight="700" fill="#ffffff">DÉMO 2027</text>
</svg>
`;
}

export async function databaseIsEmpty(pool: Pool): Promise<boolean> {
  const { rows } = await pool.query('SELECT NOT EXISTS (SELECT 1 FROM users) AS empty');
  return rows[0].empty;
}

async function roleIds(client: PoolClient): Promise<Map<string, number>> {
  const { rows } = await client.query('SELECT id, reference FROM roles');
  return new Map(rows.map((r) => [r.reference, r.id]));
}

interface PersonSeed {
  email: string;
  firstName: string;
  lastName: string;
  company: string | null;
  phone?: string | null;
  role: string;
  passwordHash?: string | null;
  /** May record user flows (issue 10). */
  tester?: boolean;
}

async function insertUser(client: PoolClient, roles: Map<string, number>, p: PersonSeed): Promise<number> {
  const { rows } = await client.query(
    `INSERT INTO users (email, username, password_hash, first_name, last_name, phone, company, role_id, tester)
     VALUES ($1, $1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [p.email, p.passwordHash ?? null, p.firstName, p.lastName, p.phone ?? null, p.company, roles.get(p.role), p.tester ?? false],
  );
  return rows[0].id;
}

const at = (iso: string) => new Date(iso);

function standName(rand: Prng, used: Set<string>): string {
  for (let i = 0; i < 50; i++) {
    const name = `${rand.pick(FIRST_WORDS)} ${rand.pick(SECOND_WORDS)}`;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
  const name = `${rand.pick(FIRST_WORDS)} ${used.size + 1}`;
  used.add(name);
  return name;
}

/**
 * The demo data set of the README: two shows, 150 stands on the demo show,
 * layout types and the six demo accounts. Deterministic (seeded PRNG, fixed
 * dates). Run only on an empty database. Its files go to `storage` (the server's: the files
 * directory or the S3 bucket), else to the local directory `filesDir`. `publicUrl`: the server's
 * address, for the links of the e-mails the demo has already sent.
 */
export async function seedDemo(pool: Pool, options: ({ storage: FileStorage } | { filesDir: string }) & { publicUrl?: string }): Promise<void> {
  const files = 'storage' in options ? options.storage : localFileStorage(options.filesDir);
  const rand = prng(2027);
  // Messages and findings draw from their own sequence, so the stands stay as they were.
  const activity = prng(4242);
  const passwordHashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  const logoName = await storeFile(files, demoLogoSvg(), '.svg', `demo-logo-${rand.hex(12)}.svg`);

  await withTransaction(pool, async (client) => {
    const roles = await roleIds(client);
    const accounts = new Map<string, number>();
    for (const [i, a] of DEMO_ACCOUNTS.entries()) {
      accounts.set(a.email, await insertUser(client, roles, { ...a, phone: `+33 1 23 45 67 0${i}`, passwordHash: passwordHashes[i] }));
    }

    const layoutTypeIds: number[] = [];
    for (const [label, color] of DEMO_LAYOUT_TYPES) {
      const { rows } = await client.query('INSERT INTO layout_types (label, color) VALUES ($1, $2) RETURNING id', [label, color]);
      layoutTypeIds.push(rows[0].id);
    }

    // A show medium of the kind the show form's logo field takes (server/resources/showMedia.ts).
    const logo = await client.query(
      `INSERT INTO media (kind, media_file_name, storage_name, mime_type, size) VALUES ('showLogo', 'logo-salon-demo-2027.svg', $1, 'image/svg+xml', $2) RETURNING id`,
      [logoName, Buffer.byteLength(demoLogoSvg())],
    );
    // The safety-instructions function is on (standists get the 'NOTICE SPS EXPOSANT' modal), so
    // the show carries its document: the show form requires one with the function (part 2 §5).
    const securityInstructions = await insertDemoShowPdf(client, files, 'consignes-securite-salon-demo-2027.pdf', 'Consignes de securite', [
      'Port des EPI obligatoire pendant le montage et le demontage.',
      'Allees de circulation degagees en permanence.',
    ]);
    const organizerId = accounts.get('organizer@demo.test');
    const demo = await client.query(
      `INSERT INTO shows (name, logo_id, security_instructions_id, installation_date_start, installation_date_end, uninstallation_date_start,
         uninstallation_date_end, organizer_deadline, security_instructions_function, stand_documents_function,
         stand_add_decorator_function, external_sync, enabled, organizer_id, created_at, updated_at)
       VALUES ($1, $2, $10, $3, $4, $5, $6, $7, true, true, true, false, true, $8, $9, $9) RETURNING id`,
      [
        DEMO_SHOW_NAME,
        logo.rows[0].id,
        at('2027-03-08T07:00:00Z'),
        at('2027-03-11T18:00:00Z'),
        at('2027-03-15T18:00:00Z'),
        at('2027-03-17T12:00:00Z'),
        at('2027-02-12T17:00:00Z'),
        organizerId,
        at('2026-09-01T08:00:00Z'),
        securityInstructions,
      ],
    );
    const demoShowId: number = demo.rows[0].id;
    await client.query('INSERT INTO user_shows (user_id, show_id) VALUES ($1, $2)', [organizerId, demoShowId]);

    const archive = await client.query(
      `INSERT INTO shows (name, installation_date_start, installation_date_end, uninstallation_date_start,
         uninstallation_date_end, organizer_deadline, enabled, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, false, $7, $7) RETURNING id`,
      [
        ARCHIVE_SHOW_NAME,
        at('2025-04-07T07:00:00Z'),
        at('2025-04-09T18:00:00Z'),
        at('2025-04-13T18:00:00Z'),
        at('2025-04-14T12:00:00Z'),
        at('2025-03-10T17:00:00Z'),
        at('2025-01-10T08:00:00Z'),
      ],
    );
    const archiveShowId: number = archive.rows[0].id;

    // Decorator and agency companies shared by several stands (no password: contacts only).
    const decorators: number[] = [];
    for (const [i, company] of DECORATOR_COMPANIES.entries()) {
      decorators.push(
        await insertUser(client, roles, {
          email: `decorateur-${i + 1}@demo.test`,
          firstName: rand.pick(FIRST_NAMES),
          lastName: rand.pick(LAST_NAMES),
          company,
          role: ROLES.STANDIST,
        }),
      );
    }
    const agencies: number[] = [];
    for (const [i, company] of AGENCY_COMPANIES.entries()) {
      agencies.push(
        await insertUser(client, roles, {
          email: `agence-${i + 1}@demo.test`,
          firstName: rand.pick(FIRST_NAMES),
          lastName: rand.pick(LAST_NAMES),
          company,
          role: ROLES.STANDIST,
        }),
      );
    }

    const usedNames = new Set<string>(['Lumière & Fils']);
    let contactCount = 0;
    const seedStands = async (showId: number, count: number, demoShow: boolean) => {
      for (let i = 0; i < count; i++) {
        const hallNumber = rand.int(1, 4);
        const aisle = String.fromCharCode(65 + rand.int(0, 11));
        const name = demoShow && i === 0 ? 'Lumière & Fils' : standName(rand, usedNames);
        const status: StandStatus = rand.weighted([
          [STAND_STATUSES[0], 35],
          [STAND_STATUSES[1], 25],
          [STAND_STATUSES[2], 15],
          [STAND_STATUSES[3], 25],
        ]);
        const hasDocuments = rand.chance(0.6);
        const updatedAt = new Date(Date.UTC(2026, 10, 20, 10, 0) - rand.int(0, 60 * 24 * 60) * 60_000);
        const number = `${hallNumber}${aisle}${String(rand.int(1, 60)).padStart(2, '0')}`;
        const standType = rand.pick(STAND_TYPES);
        const surface = rand.pick(SURFACES);
        const bat = rand.chance(0.3);
        const documentStatusId = hasDocuments ? rand.pick(DOCUMENT_STATUSES) : 1;
        const unSeen = rand.chance(0.2);
        const treated = !rand.chance(0.25);
        const documentsTreated = !rand.chance(0.2);
        const unSeenDocuments = hasDocuments && rand.chance(0.25);
        const nbInProgressReports = rand.chance(0.15) ? rand.int(1, 3) : 0;
        const nbClosedReports = rand.chance(0.2) ? rand.int(1, 4) : 0;
        const { rows } = await client.query(
          `INSERT INTO stands (show_id, name, hall, aisle, number, stand_type, surface, bat, status,
             stand_document_status_id, un_seen, treated, documents_treated, un_seen_documents,
             nb_in_progress_reports, nb_closed_reports, created_at, updated_at, documents_updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19) RETURNING id`,
          [
            showId,
            name,
            `Hall ${hallNumber}`,
            aisle,
            number,
            standType,
            surface,
            bat,
            status,
            documentStatusId,
            unSeen,
            treated,
            documentsTreated,
            unSeenDocuments,
            nbInProgressReports,
            nbClosedReports,
            new Date(updatedAt.getTime() - 30 * 24 * 3600_000),
            updatedAt,
            hasDocuments ? new Date(updatedAt.getTime() - rand.int(0, 7 * 24 * 60) * 60_000) : null,
          ],
        );
        const standId: number = rows[0].id;
        const addRole = (userId: number, role: string) =>
          client.query('INSERT INTO user_stand_roles (user_id, stand_id, standist_role) VALUES ($1, $2, $3)', [userId, standId, role]);

        // Exhibitor: the demo exhibitor on the first stand, a contact of its own elsewhere.
        let exhibitorId: number;
        if (demoShow && i === 0) {
          exhibitorId = accounts.get('exhibitor@demo.test')!;
          await addRole(exhibitorId, STANDIST_ROLES.EXHIBITOR);
        } else {
          contactCount += 1;
          exhibitorId = await insertUser(client, roles, {
            email: `exposant-${String(contactCount).padStart(3, '0')}@demo.test`,
            firstName: rand.pick(FIRST_NAMES),
            lastName: rand.pick(LAST_NAMES),
            company: name,
            phone: `+33 6 ${rand.int(10, 99)} ${rand.int(10, 99)} ${rand.int(10, 99)} ${rand.int(10, 99)}`,
            role: ROLES.STANDIST,
          });
          await addRole(exhibitorId, STANDIST_ROLES.EXHIBITOR);
        }
        await seedStandActivity(client, activity, {
          standId,
          status,
          unSeen,
          treated,
          nbInProgressReports,
          nbClosedReports,
          updatedAt,
          exhibitorId,
          staffId: accounts.get('support@demo.test')!,
        });
        if (demoShow && i < 3) await addRole(accounts.get('decorator@demo.test')!, STANDIST_ROLES.DECORATOR);
        else if (rand.chance(0.5)) await addRole(rand.pick(decorators), STANDIST_ROLES.DECORATOR);
        if (demoShow && (i === 3 || i === 4)) await addRole(accounts.get('agency@demo.test')!, STANDIST_ROLES.AGENCY);
        else if (rand.chance(0.3)) await addRole(rand.pick(agencies), STANDIST_ROLES.AGENCY);

        if (rand.chance(0.5)) {
          const types = new Set<number>();
          const n = rand.int(1, 3);
          while (types.size < n) types.add(rand.pick(layoutTypeIds));
          for (const typeId of types) {
            // Added a few days after the stand's creation (its history dates it so: migration 046);
            // not drawn from `rand`, so the rest of the demo stays the same.
            const addedAt = new Date(updatedAt.getTime() - 30 * 24 * 3600_000 + (1440 + ((standId * 7919 + typeId * 104729) % (4 * 1440))) * 60_000);
            await client.query('INSERT INTO stand_layouts (stand_id, layout_type_id, description, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)', [
              standId,
              typeId,
              rand.pick(['Côté allée', 'Fond de stand', 'Angle nord', 'Sur toute la longueur', 'À valider sur plan']),
              addedAt,
            ]);
          }
        }
        if (i > 0 && rand.chance(0.4)) {
          const builtByOne = rand.chance(0.7);
          await client.query(
            `INSERT INTO stand_security_instructions (stand_id, download_ok, last_name, first_name, company, phone, email,
               built_by_one, built_by_more, number_of_builders, with_mezzanine, with_more_than_three_meter_heights, with_coordinator)
             VALUES ($1, true, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, false)`,
            [
              standId,
              rand.pick(LAST_NAMES),
              rand.pick(FIRST_NAMES),
              name,
              '+33 1 00 00 00 00',
              `securite-${standId}@demo.test`,
              builtByOne,
              !builtByOne,
              builtByOne ? null : rand.int(2, 4),
              rand.chance(0.1),
              rand.chance(0.2),
            ],
          );
        }
      }
    };
    await seedStands(demoShowId, DEMO_STAND_COUNT, true);
    await seedStands(archiveShowId, 12, false);
    await seedDemoFindingPhotos(client, files, { showId: demoShowId, authorId: accounts.get('support@demo.test')! });
    await seedDemoPlanThreads(client, files, { showId: demoShowId, accounts });
    await seedDemoGatewaySource(client);
    await seedDemoShows(client, files, { password: DEMO_PASSWORD });
    await seedDemoGateway(client, { password: DEMO_PASSWORD });
    await seedDemoContacts(client);
    await seedDemoDemandConfigs(client, { fullShowId: demoShowId });
    await seedDemoDemands(client, files, { showId: demoShowId, accounts });
    await seedDemoSafety(client, files, { showId: demoShowId, accounts });
    await seedDemoDirectory(client, files, { showId: demoShowId });
    await seedDemoDocuments(client, files, { showId: demoShowId, accounts });
    await seedDemoStaff(client, { password: DEMO_PASSWORD });
    await seedDemoMail(client);
    await seedDemoNotifications(client, { showId: demoShowId, accounts, publicUrl: options.publicUrl });
    await seedDemoSavedViews(client, { accounts });
    await seedDemoTurns(client, { showId: demoShowId });
  });
}
