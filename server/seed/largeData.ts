/**
 * The large data set of `npm run seed:large`, generated in memory from a seeded
 * PRNG (the same sizes always give the same rows) and handed out as COPY tables.
 * Ids are explicit, so rows can point at each other before they are loaded.
 */
import { ROLES, STANDIST_ROLES } from '@/domain/roles';
import { STAND_STATUSES } from '@/domain/standStatus';
import { copyLine, type CopyTable } from './copy';
import { DEMO_LAYOUT_TYPES } from './demo';
import { prng, type Prng } from './prng';

export interface LargeSizes {
  shows: number;
  stands: number;
  messages: number;
  users: number;
  reports: number;
  /** Requests (issue 21), on stands drawn at random (so the largest show has the most). */
  demands: number;
}

export const DEFAULT_SIZES: LargeSizes = { shows: 50, stands: 100_000, messages: 500_000, users: 20_000, reports: 50_000, demands: 200_000 };

const DEMAND_TYPES = ['exemption_delivery', 'exemption_mounting', 'exemption_dismantling', 'logistic_vehicle', 'logistic_material'] as const;

/** Logins the bench uses (password demo1234, like every generated account). */
export const LARGE_ADMIN = 'admin@large.test';
export const LARGE_STANDIST = 'standist@large.test';
export const LARGE_ORGANIZER = 'organizer@large.test';

/** "Now" of the data set: fixed, so the same sizes always give the same dates. */
/**
 * The bench's stand dashboard (issue 9): the first stand of the largest show gets at least this
 * many messages (status changes included) and findings, and attachments on some messages.
 */
export const DASHBOARD_MESSAGES = 500;
export const DASHBOARD_REPORTS = 20;
export const REFERENCE_NOW = Date.UTC(2026, 11, 1, 9, 0);
const DAY = 24 * 3600_000;

const SHOW_EVENTS = [
  'Salon de l’Habitat', 'Foire Internationale', 'Salon des Vins', 'Salon du Chocolat', 'Salon Nautique', 'Salon de l’Agriculture',
  'Salon du Livre', 'Foire de Printemps', 'Salon Maison & Objet', 'Salon du Tourisme', 'Salon de l’Auto', 'Salon Bio & Nature',
  'Salon des Métiers d’Art', 'Salon Gourmand', 'Salon du Jardin', 'Salon de la Franchise', 'Salon Industrie', 'Salon Équestre',
];
const CITIES = ['Paris', 'Lyon', 'Marseille', 'Bordeaux', 'Lille', 'Nantes', 'Strasbourg', 'Toulouse', 'Rennes', 'Nice', 'Montpellier', 'Dijon', 'Grenoble', 'Metz', 'Tours', 'Angers'];
const WORDS_A = [
  'Atelier', 'Maison', 'Comptoir', 'Domaine', 'Brasserie', 'Fromagerie', 'Verrerie', 'Ébénisterie', 'Studio', 'Galerie', 'Manufacture',
  'Librairie', 'Chocolaterie', 'Menuiserie', 'Distillerie', 'Laboratoire', 'Jardins', 'Éditions', 'Cave', 'Forge', 'Tissage', 'Poterie',
  'Boutique', 'Institut', 'Fabrique',
];
const WORDS_B = [
  'Lumière', 'du Lac', 'des Alpes', 'Océane', 'Bellevue', 'du Moulin', 'Saint-Roch', 'des Tilleuls', 'Horizon', 'Boréal', 'de Provence',
  'Marchal', 'Rivière', 'des Halles', 'Vauban', 'du Phare', 'Côté Sud', 'Azur', 'Émeraude', 'du Château', 'Nova', 'Garance', 'des Vignes',
  'Mistral', 'Opaline',
];
const WORDS_C = [
  '', ' SAS', ' SARL', ' & Fils', ' Group', ' France', ' International', ' Paris', ' Lyon', ' Bretagne', ' Savoie', ' Normandie', ' Alsace',
  ' & Cie', ' Frères', ' Créations', ' Design', ' Tradition', ' Concept', ' Select', ' Origine', ' Premium', ' Export', ' Diffusion',
  ' Atlantique', ' Méditerranée', ' Nord', ' Sud', ' Est', ' Ouest',
];
const DECORATOR_WORDS = ['Stand Création', 'Volume & Co', 'Expo Design', 'Les Bâtisseurs', 'Atelier Scène', 'Modul’Expo', 'Agencement Plus', 'Décor Événement', 'Espace Stand', 'Structure & Forme'];
const AGENCY_WORDS = ['Agence Méridien', 'Événements & Cie', 'Com’Expo', 'Agence Alto', 'Salon Conseil', 'Public Expo', 'Agence Nova', 'Rivage Communication'];
const FIRST_NAMES = [
  'Camille', 'Lucas', 'Léa', 'Hugo', 'Chloé', 'Louis', 'Manon', 'Jules', 'Inès', 'Gabriel', 'Zoé', 'Arthur', 'Jade', 'Raphaël', 'Élise',
  'Nathan', 'Margaux', 'Théo', 'Clara', 'Paul', 'Anaïs', 'Maxime', 'Julie', 'Antoine', 'Sarah', 'Thomas', 'Emma', 'Nicolas', 'Laura', 'Julien',
  'Céline', 'Mathieu', 'Pauline', 'Romain', 'Lucie', 'Alexandre', 'Marion', 'Guillaume', 'Aurélie', 'Benoît',
];
const LAST_NAMES = [
  'Dubois', 'Lambert', 'Fontaine', 'Rousseau', 'Girard', 'Mercier', 'Blanc', 'Guérin', 'Faure', 'André', 'Chevalier', 'François', 'Roux',
  'Gauthier', 'Perrin', 'Morel', 'Lemoine', 'Noël', 'Meyer', 'Dumont', 'Martin', 'Bernard', 'Dupont', 'Petit', 'Durand', 'Leroy', 'Moreau',
  'Simon', 'Laurent', 'Lefèbvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Vincent', 'Fournier', 'Morin', 'Robin', 'Clément', 'Masson',
  'Marchand', 'Duval', 'Denis', 'Lemaire', 'Boyer', 'Huet', 'Barbier', 'Brun', 'Dumas', 'Brunet', 'Schmitt', 'Colin', 'Pierre', 'Renard',
  'Arnaud', 'Giraud', 'Roy', 'Rolland', 'Aubert', 'Picard',
];
const STAND_TYPES: ReadonlyArray<readonly [string, number]> = [
  ['Stand nu', 40], ['Stand équipé', 30], ['Angle', 15], ['Îlot', 8], ['Pavillon', 5], ['Stand modulaire', 2],
];
const STANDIST_TEXTS = [
  'Bonjour, vous trouverez ci-joint nos plans de stand. Merci de nous confirmer leur réception.',
  'Pouvez-vous nous indiquer la hauteur maximale autorisée pour notre enseigne ?',
  'Nous avons modifié la cloison côté allée, la nouvelle version est en pièce jointe.',
  'Le décorateur passera vendredi matin, l’accès au hall sera-t-il ouvert dès 7 h ?',
  'Merci pour votre retour, nous corrigeons le plan et revenons vers vous rapidement.',
  'Notre réserve fera 4 m², est-ce compatible avec la surface du stand ?',
  'Bonjour, avez-vous bien reçu notre notice de sécurité signée ?',
  'Nous aurons besoin d’un branchement électrique supplémentaire (6 kW).',
  'Hello, please find our updated stand drawings attached. Could you confirm the ceiling height?',
  'La mezzanine a été retirée du projet, voici les plans mis à jour.',
  'Pouvons-nous suspendre une bannière au-dessus du stand ? Elle mesure 3 m × 1 m.',
  'Merci de nous confirmer la date limite de dépôt des plans.',
  'Le stand sera monté par notre propre équipe, voici la liste des intervenants.',
  'Nous souhaitons un plancher technique de 10 cm, est-ce accepté ?',
  'Bonjour, la moquette sera-t-elle fournie par l’organisateur ?',
  'Please note our contact for the build-up: phone number in the attached file.',
];
const STAFF_TEXTS = [
  'Bonjour, nous avons bien reçu vos plans, ils sont en cours de vérification.',
  'La hauteur maximale autorisée dans ce hall est de 4 m, enseigne comprise.',
  'Merci de préciser les matériaux utilisés pour la cloison (classement au feu M1 requis).',
  'Le hall ouvre à 7 h pendant le montage, badge obligatoire.',
  'Votre notice de sécurité est incomplète : il manque le nom du coordinateur.',
  'Le branchement supplémentaire est à commander auprès du prestataire électricité.',
  'Les élingages sont autorisés après validation du plan de charge.',
  'Nous attendons la version cotée du plan pour terminer la vérification.',
  'Hello, thank you for your drawings. The maximum height is 4 m including signage.',
  'Le plancher technique est accepté, merci de prévoir une rampe d’accès.',
  'Rappel : la date limite de dépôt des plans est dans 15 jours.',
  'La moquette n’est pas fournie pour les stands nus.',
];
const TRANSITION_TEXTS: Record<string, string> = {
  waitingForPlans: 'Vos plans ne peuvent pas être validés en l’état, merci de nous envoyer une nouvelle version. / Your plans cannot be approved as they are, please send a new version.',
  pendingPlansVerification: 'Plans déposés, en attente de vérification.',
  pendingPlansConfirmation: 'Vos plans ont été vérifiés et validés techniquement. Merci de les confirmer. / Your plans have been checked and approved. Please confirm them.',
  validatedPlans: 'Je confirme les plans du stand. / I confirm the stand plans.',
};
const REPORT_NAMES = [
  'Cloison non conforme', 'Hauteur dépassée', 'Extincteur manquant', 'Câblage apparent', 'Allée encombrée', 'Moquette non ignifugée',
  'Mezzanine sans attestation', 'Enseigne hors gabarit', 'Issue de secours masquée', 'Éclairage non fixé', 'Réserve sans plafond grillagé',
  'Débord sur l’allée',
];
const REPORT_COMMENTS = [
  'Constaté lors du passage de la commission de sécurité.',
  'Photo prise au montage, à corriger avant l’ouverture.',
  'L’exposant a été prévenu sur place.',
  'Mise en conformité demandée pour demain 10 h.',
  '',
];
const LAYOUT_DESCRIPTIONS = ['Côté allée', 'Fond de stand', 'Angle nord', 'Sur toute la longueur', 'À valider sur plan', 'Côté hall'];

const slug = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

function gaussian(rand: Prng): number {
  const u = 1 - rand.next();
  const v = rand.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Cumulative weights, then sampling by binary search. */
function sampler(weights: Float64Array, rand: Prng): () => number {
  const cumulative = new Float64Array(weights.length);
  let sum = 0;
  for (let i = 0; i < weights.length; i++) {
    sum += weights[i];
    cumulative[i] = sum;
  }
  return () => {
    const r = rand.next() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] > r) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
}

/**
 * Stands per show: four huge shows (20 %, 15 %, 12 % and 10 % of the stands:
 * 20 000 … 10 000 by default) and a long tail of smaller ones.
 */
export function showSizes(shows: number, stands: number, rand: Prng): number[] {
  if (shows === 1) return [stands];
  const hugeShares = shows >= 8 ? [0.2, 0.15, 0.12, 0.1] : shows >= 3 ? [0.3] : [];
  const huge = hugeShares.map((share) => Math.round(stands * share));
  const rest = stands - huge.reduce((a, b) => a + b, 0);
  const n = shows - huge.length;
  const weights = Array.from({ length: n }, () => Math.exp(gaussian(rand) * 0.9));
  const total = weights.reduce((a, b) => a + b, 0);
  const cap = huge.length ? Math.floor(huge[huge.length - 1] * 0.9) : Infinity;
  const small = weights.map((w) => Math.max(1, Math.min(cap, Math.floor((rest * w) / total))));
  // Rounding: the remainder goes to the smaller shows, one by one.
  let missing = rest - small.reduce((a, b) => a + b, 0);
  for (let i = 0; missing !== 0; i = (i + 1) % n) {
    if (missing > 0 && small[i] < cap) {
      small[i] += 1;
      missing -= 1;
    } else if (missing < 0 && small[i] > 1) {
      small[i] -= 1;
      missing += 1;
    }
  }
  return [...huge, ...small];
}

interface Show {
  id: number;
  name: string;
  size: number;
  enabled: boolean;
  installStart: number;
  createdAt: number;
  organizerId: number;
  securityFunction: boolean;
  /** 0 (plans barely started) … 1 (all validated). */
  progress: number;
}

interface UserRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  company: string | null;
  phone: string | null;
  role: string;
  language: 'fr' | 'en';
  createdAt: number;
}

const STATUS_CODES = STAND_STATUSES; // rank - 1
const ROLE_CODES = [null, STANDIST_ROLES.EXHIBITOR, STANDIST_ROLES.AGENCY, STANDIST_ROLES.DECORATOR] as const;

export interface LargeDataSet {
  sizes: LargeSizes;
  tables: CopyTable[];
  layoutTypes: ReadonlyArray<readonly [string, string]>;
  largestShow: { id: number; name: string; size: number };
  standistStands: number;
  /** The bench's dashboard stand (first stand of the largest show), or null without stands. */
  dashboardStand: { id: number; messages: number; reports: number; attachments: number } | null;
}

/** Builds the whole data set in memory; each table's rows are encoded lazily while COPY reads them. */
export function generateLargeDataSet(
  sizes: LargeSizes,
  refs: { passwordHash: string; roleIds: ReadonlyMap<string, number> },
  seed = 20_270_308,
): LargeDataSet {
  const rand = prng(seed);
  const roleId = (reference: string) => {
    const id = refs.roleIds.get(reference);
    if (id === undefined) throw new Error(`Role ${reference} missing: reference data not loaded`);
    return id;
  };
  const iso = (ms: number) => new Date(ms).toISOString();

  // --- users ------------------------------------------------------------------------------
  const users: UserRow[] = [];
  const addUser = (u: Omit<UserRow, 'id' | 'language' | 'createdAt'> & { language?: 'fr' | 'en' }) => {
    const id = users.length + 1;
    users.push({
      ...u,
      id,
      language: u.language ?? (rand.chance(0.8) ? 'fr' : 'en'),
      createdAt: REFERENCE_NOW - rand.int(30, 900) * DAY,
    });
    return id;
  };
  const person = (r: Prng = rand) => ({ firstName: r.pick(FIRST_NAMES), lastName: r.pick(LAST_NAMES) });
  const phone = (r: Prng = rand) => `+33 6 ${r.int(10, 99)} ${r.int(10, 99)} ${r.int(10, 99)} ${r.int(10, 99)}`;
  const staff = (email: string, role: string, company: string) => addUser({ email, ...person(), company, phone: phone(), role, language: 'fr' });

  const admins = [staff(LARGE_ADMIN, ROLES.SUPER_ADMIN, 'Astech'), staff('admin2@large.test', ROLES.ADMIN, 'Astech'), staff('admin3@large.test', ROLES.ADMIN, 'Astech')];
  const support = Array.from({ length: 10 }, (_, i) => staff(`support${i + 1}@large.test`, ROLES.SUPPORT, 'Astech'));
  const organizerCount = Math.max(1, Math.round(sizes.shows * 0.6));
  const organizers = Array.from({ length: organizerCount }, (_, i) =>
    staff(i === 0 ? LARGE_ORGANIZER : `organizer${i + 1}@large.test`, ROLES.ORGANIZER, `Organisation ${rand.pick(CITIES)} Événements`),
  );
  const securityOfficers = Array.from({ length: 5 }, (_, i) => staff(`security${i + 1}@large.test`, ROLES.SECURITY_OFFICER, 'Bureau Sécurité'));
  const spsCoordinators = Array.from({ length: 5 }, (_, i) => staff(`sps${i + 1}@large.test`, ROLES.SPS_COORDINATOR, 'Coordination SPS'));
  const centerServices = Array.from({ length: 3 }, (_, i) => staff(`center${i + 1}@large.test`, ROLES.EXHIBITION_CENTER_SERVICE, 'Parc des Expositions'));
  const benchStandist = addUser({ email: LARGE_STANDIST, firstName: 'Bruno', lastName: 'Bench', company: 'Décor Bench & Co', phone: phone(), role: ROLES.STANDIST, language: 'fr' });

  const standistUsers = sizes.users - users.length;
  if (standistUsers < 3) throw new Error(`--users must be at least ${users.length + 3} (staff accounts plus three standists)`);
  const decoratorCount = Math.max(1, Math.round(standistUsers * 0.1));
  const agencyCount = Math.max(1, Math.round(standistUsers * 0.05));
  const exhibitorCount = standistUsers - decoratorCount - agencyCount;
  const companyOf = (e: number) =>
    `${WORDS_A[e % WORDS_A.length]} ${WORDS_B[Math.floor(e / WORDS_A.length) % WORDS_B.length]}${WORDS_C[Math.floor(e / (WORDS_A.length * WORDS_B.length)) % WORDS_C.length]}`;
  const standistEmail = (p: { firstName: string; lastName: string }, id: number) => `${slug(p.firstName)}.${slug(p.lastName)}.${id}@example.test`;
  const exhibitors: number[] = [];
  for (let e = 0; e < exhibitorCount; e++) {
    const p = person();
    exhibitors.push(addUser({ email: standistEmail(p, users.length + 1), ...p, company: companyOf(e), phone: phone(), role: ROLES.STANDIST }));
  }
  const decorators: number[] = [];
  for (let d = 0; d < decoratorCount; d++) {
    const p = person();
    decorators.push(addUser({ email: standistEmail(p, users.length + 1), ...p, company: `${DECORATOR_WORDS[d % DECORATOR_WORDS.length]} ${CITIES[Math.floor(d / DECORATOR_WORDS.length) % CITIES.length]}`, phone: phone(), role: ROLES.STANDIST }));
  }
  const agencies: number[] = [];
  for (let a = 0; a < agencyCount; a++) {
    const p = person();
    agencies.push(addUser({ email: standistEmail(p, users.length + 1), ...p, company: `${AGENCY_WORDS[a % AGENCY_WORDS.length]} ${CITIES[Math.floor(a / AGENCY_WORDS.length) % CITIES.length]}`, phone: phone(), role: ROLES.STANDIST }));
  }

  // --- shows ------------------------------------------------------------------------------
  const sizesPerShow = showSizes(sizes.shows, sizes.stands, rand);
  // Shuffled, so show ids do not follow their size.
  const order = sizesPerShow.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = rand.int(0, i);
    [order[i], order[j]] = [order[j], order[i]];
  }
  const largestIndex = sizesPerShow.indexOf(Math.max(...sizesPerShow));
  const shows: Show[] = order.map((sizeIndex, i) => {
    const isLargest = sizeIndex === largestIndex;
    // Installation between ten months ago and seven months ahead; the largest is being installed now.
    const installStart = isLargest ? REFERENCE_NOW - 8 * DAY : REFERENCE_NOW + rand.int(-300, 210) * DAY;
    const daysAgo = (REFERENCE_NOW - installStart) / DAY;
    const progress = Math.min(1, Math.max(0, (REFERENCE_NOW - (installStart - 200 * DAY)) / (230 * DAY)));
    const year = new Date(installStart).getUTCFullYear();
    return {
      id: i + 1,
      name: `${SHOW_EVENTS[i % SHOW_EVENTS.length]} ${CITIES[Math.floor(i / SHOW_EVENTS.length + i) % CITIES.length]} ${year}`,
      size: sizesPerShow[sizeIndex],
      // Shows that ended long ago are mostly archived (disabled).
      enabled: isLargest || !(daysAgo > 120 && rand.chance(0.7)),
      installStart,
      createdAt: installStart - 300 * DAY,
      organizerId: 0,
      securityFunction: rand.chance(0.8),
      progress,
    };
  });
  // A large organizer runs dozens of shows (40 % of them), the others one or two each.
  for (const show of shows) {
    show.organizerId = organizers.length === 1 || rand.chance(0.4) ? organizers[0] : organizers[1 + ((show.id - 1) % (organizers.length - 1))];
  }
  const largest = shows.find((s) => s.size === sizesPerShow[largestIndex])!;
  const userShows: Array<[number, number]> = shows.map((s) => [s.organizerId, s.id]);
  for (const officer of [...securityOfficers, ...spsCoordinators, ...centerServices]) {
    const linked = new Set<number>();
    const count = Math.min(shows.length, rand.int(3, 12));
    while (linked.size < count) linked.add(rand.int(1, shows.length));
    for (const showId of linked) userShows.push([officer, showId]);
  }

  // --- stands -----------------------------------------------------------------------------
  const S = sizes.stands;
  const standShow = new Int32Array(S);
  const standStatus = new Int8Array(S); // 1..4
  const standCreated = new Float64Array(S);
  const standName: string[] = new Array(S);
  const standHall: string[] = new Array(S);
  const standAisle: string[] = new Array(S);
  const standNumber: string[] = new Array(S);
  const standType: string[] = new Array(S);
  const standSurface: string[] = new Array(S);
  const exhibitorOf = new Int32Array(S);
  const exhibitor2Of = new Int32Array(S);
  const decoratorOf = new Int32Array(S);
  const agencyOf = new Int32Array(S);
  const aisleName = (n: number) => (n < 26 ? String.fromCharCode(65 + n) : String.fromCharCode(65 + Math.floor(n / 26) - 1) + String.fromCharCode(65 + (n % 26)));
  // Big decorators and agencies work on hundreds of stands: skewed picks.
  const pickSkewed = (list: number[]) => list[Math.floor(list.length * rand.next() ** 2.5)];
  let s = 0;
  for (const show of shows) {
    const halls = Math.min(12, Math.max(1, Math.ceil(show.size / 1500)));
    const perHall = Math.ceil(show.size / halls);
    const pavilion = rand.chance(0.2);
    const statusWeights = [
      [1, 5 + 60 * (1 - show.progress) ** 1.5],
      [2, 3 + 20 * (1 - Math.abs(show.progress - 0.4))],
      [3, 3 + 15 * (1 - Math.abs(show.progress - 0.6))],
      [4, 2 + 70 * show.progress ** 1.5],
    ] as const;
    for (let k = 0; k < show.size; k++, s++) {
      const hall = 1 + Math.floor(k / perHall);
      const position = k % perHall;
      const aisle = aisleName(Math.floor(position / 40) % 702);
      standShow[s] = show.id;
      standHall[s] = pavilion ? `Pavillon ${hall}` : `Hall ${hall}`;
      standAisle[s] = aisle;
      standNumber[s] = `${hall}${aisle}${String((position % 40) + 1).padStart(2, '0')}`;
      standType[s] = rand.weighted(STAND_TYPES);
      const area = Math.min(600, Math.max(6, Math.exp(2.9 + gaussian(rand) * 0.7)));
      const r = rand.next();
      standSurface[s] =
        r < 0.005 ? '' : r < 0.35 ? `${Math.floor(area)},${rand.pick(['5', '25', '75'])}` : r < 0.36 ? `${Math.floor(area)}.5` : String(Math.round(area));
      standStatus[s] = rand.weighted(statusWeights);
      standCreated[s] = show.createdAt + rand.int(0, 60 * 24 * 60) * 60_000;
      exhibitorOf[s] = exhibitors[rand.int(0, exhibitors.length - 1)];
      if (rand.chance(0.05)) {
        const other = exhibitors[rand.int(0, exhibitors.length - 1)];
        if (other !== exhibitorOf[s]) exhibitor2Of[s] = other;
      }
      decoratorOf[s] = rand.chance(0.6) ? pickSkewed(decorators) : 0;
      agencyOf[s] = rand.chance(0.3) ? pickSkewed(agencies) : 0;
      // The enseigne is usually the exhibitor's company.
      standName[s] = rand.chance(0.85) ? users[exhibitorOf[s] - 1].company! : `${rand.pick(WORDS_A)} ${rand.pick(WORDS_B)}`;
    }
  }
  // The bench's standist: decorator of ~150 stands over enabled shows, the largest included.
  const enabledStands: number[] = [];
  for (let i = 0; i < S; i++) if (shows[standShow[i] - 1].enabled) enabledStands.push(i);
  const standistStands = Math.min(150, enabledStands.length);
  const chosen = new Set<number>();
  const largestFirst = largest.size > 0 ? enabledStands.findIndex((i) => standShow[i] === largest.id) : -1;
  for (let k = 0; k < Math.min(30, largest.size) && largestFirst >= 0; k++) chosen.add(enabledStands[largestFirst + rand.int(0, largest.size - 1)]);
  while (chosen.size < standistStands) chosen.add(enabledStands[rand.int(0, enabledStands.length - 1)]);
  for (const i of chosen) decoratorOf[i] = benchStandist;
  // The bench's stand dashboard: the largest show's first stand.
  const dashboard = standShow.indexOf(largest.id);

  // --- messages ---------------------------------------------------------------------------
  // Status changes first: each stand's history up to its status (a refusal now and then).
  const transitions: number[][] = new Array(S);
  let required = 0;
  for (let i = 0; i < S; i++) {
    const rank = standStatus[i];
    const list: number[] = [];
    if (rank >= 2) {
      list.push(2);
      if (rand.chance(0.15)) list.push(1, 2);
      for (let r = 3; r <= rank; r++) list.push(r);
    }
    transitions[i] = list;
    required += list.length;
  }
  const M = sizes.messages;
  if (required > M) {
    // Too few messages for every history: keep the latest status changes of each stand.
    const keep = M / required;
    required = 0;
    for (let i = 0; i < S; i++) {
      const n = Math.floor(transitions[i].length * keep);
      transitions[i] = transitions[i].slice(transitions[i].length - n);
      required += n;
    }
  }
  const freeCount = new Int32Array(S);
  const weights = new Float64Array(S);
  for (let i = 0; i < S; i++) weights[i] = Math.exp(gaussian(rand) * 1.1) * (0.3 + shows[standShow[i] - 1].progress);
  const pickStand = sampler(weights, rand);
  // The dashboard stand's thread first (DASHBOARD_MESSAGES in all), the rest spread by weight.
  const dashboardFree = dashboard >= 0 ? Math.min(M - required, Math.max(0, DASHBOARD_MESSAGES - transitions[dashboard].length)) : 0;
  if (dashboard >= 0) freeCount[dashboard] = dashboardFree;
  for (let m = required + dashboardFree; m < M; m++) freeCount[pickStand()] += 1;

  const msgStand = new Int32Array(M);
  const msgTime = new Float64Array(M);
  const msgAuthor = new Int32Array(M);
  const msgRole = new Int8Array(M); // index in ROLE_CODES
  const msgStatus = new Int8Array(M); // 0 or rank
  const msgText = new Int16Array(M); // STANDIST_TEXTS / STAFF_TEXTS index
  const unSeen = new Uint8Array(S);
  const treated = new Uint8Array(S).fill(1);
  const updatedAt = new Float64Array(S);
  let m = 0;
  const staffOf = (show: Show) => {
    const r = rand.next();
    return r < 0.6 ? rand.pick(support) : r < 0.7 ? rand.pick(admins) : show.organizerId;
  };
  for (let i = 0; i < S; i++) {
    const show = shows[standShow[i] - 1];
    const from = standCreated[i] + 7 * DAY;
    const to = Math.max(from + DAY, Math.min(REFERENCE_NOW, show.installStart + 15 * DAY));
    const list = transitions[i];
    const free = freeCount[i];
    const total = list.length + free;
    const first = m;
    // Status changes in order, spread over the window; free messages anywhere.
    const times = Array.from({ length: list.length }, () => from + rand.next() * (to - from)).sort((a, b) => a - b);
    for (let k = 0; k < list.length; k++, m++) {
      const status = list[k];
      msgStand[m] = i;
      msgTime[m] = times[k];
      msgStatus[m] = status;
      if (status === 2) {
        // Plans sent by the decorator, else the exhibitor.
        msgAuthor[m] = decoratorOf[i] || exhibitorOf[i];
        msgRole[m] = decoratorOf[i] ? 3 : 1;
      } else if (status === 4) {
        msgAuthor[m] = exhibitorOf[i];
        msgRole[m] = 1;
      } else {
        msgAuthor[m] = staffOf(show);
        msgRole[m] = 0;
      }
    }
    for (let k = 0; k < free; k++, m++) {
      msgStand[m] = i;
      msgTime[m] = from + rand.next() * (to - from);
      if (rand.chance(0.55)) {
        const r = rand.next();
        if (r < 0.25 && decoratorOf[i]) {
          msgAuthor[m] = decoratorOf[i];
          msgRole[m] = 3;
        } else if (r < 0.4 && agencyOf[i]) {
          msgAuthor[m] = agencyOf[i];
          msgRole[m] = 2;
        } else {
          msgAuthor[m] = exhibitorOf[i];
          msgRole[m] = 1;
        }
        msgText[m] = rand.int(0, STANDIST_TEXTS.length - 1);
      } else {
        msgAuthor[m] = staffOf(show);
        msgText[m] = rand.int(0, STAFF_TEXTS.length - 1);
      }
    }
    // The thread's last word decides the flags: a standist's message may be new (unseen) and untreated.
    let last = -1;
    for (let k = first; k < first + total; k++) if (last < 0 || msgTime[k] > msgTime[last]) last = k;
    if (last >= 0 && msgRole[last] !== 0) {
      unSeen[i] = rand.chance(0.35) ? 1 : 0;
      treated[i] = unSeen[i] || rand.chance(0.4) ? 0 : 1;
    }
    const edited = standCreated[i] + rand.int(0, 40 * 24 * 60) * 60_000;
    updatedAt[i] = Math.min(REFERENCE_NOW, Math.max(edited, last >= 0 ? msgTime[last] : 0));
  }
  // Message ids follow time, as they would in production.
  const byTime = new Uint32Array(M);
  for (let k = 0; k < M; k++) byTime[k] = k;
  byTime.sort((a, b) => msgTime[a] - msgTime[b]);

  // --- reports ----------------------------------------------------------------------------
  const R = sizes.reports;
  const reportWeights = new Float64Array(S);
  let eligible = 0;
  for (let i = 0; i < S; i++) {
    const show = shows[standShow[i] - 1];
    // Findings are made on site: shows installed (or being installed) by now.
    if (show.installStart <= REFERENCE_NOW) {
      reportWeights[i] = Math.exp(gaussian(rand) * 1.3);
      eligible++;
    }
  }
  if (!eligible) reportWeights.fill(1);
  const pickReportStand = sampler(reportWeights, rand);
  const reportStand = new Int32Array(R);
  const reportClosed = new Uint8Array(R);
  const reportTime = new Float64Array(R);
  const nbInProgress = new Int32Array(S);
  const nbClosed = new Int32Array(S);
  const dashboardReports = dashboard >= 0 ? Math.min(R, DASHBOARD_REPORTS) : 0;
  for (let k = 0; k < R; k++) {
    const i = k < dashboardReports ? dashboard : pickReportStand();
    const show = shows[standShow[i] - 1];
    reportStand[k] = i;
    reportTime[k] = Math.min(REFERENCE_NOW - 3600_000, show.installStart + rand.int(-2 * 24 * 60, 4 * 24 * 60) * 60_000);
    const ageDays = (REFERENCE_NOW - show.installStart) / DAY;
    reportClosed[k] = rand.chance(ageDays > 30 ? 0.95 : 0.4) ? 1 : 0;
    if (reportClosed[k]) nbClosed[i] += 1;
    else nbInProgress[i] += 1;
  }

  // --- attachments: every plan submission carries its plans (a PDF), and on the dashboard stand
  // every fifth message a photo too. Metadata only: no file is written (downloads answer 404).
  const attachments: Array<{ messageId: number; author: number; at: number; pdf: boolean }> = [];
  let dashboardMessages = 0;
  let dashboardAttachments = 0;
  for (let k = 0; k < M; k++) {
    const j = byTime[k];
    const onDashboard = msgStand[j] === dashboard;
    if (onDashboard) dashboardMessages++;
    const pdf = msgStatus[j] === 2;
    if (pdf || (onDashboard && dashboardMessages % 5 === 0)) {
      attachments.push({ messageId: k + 1, author: msgAuthor[j], at: msgTime[j], pdf });
      if (onDashboard) dashboardAttachments++;
    }
  }

  // --- tables -----------------------------------------------------------------------------
  const layoutCount = DEMO_LAYOUT_TYPES.length;
  const tables: CopyTable[] = [
    {
      table: 'users',
      columns: ['id', 'email', 'username', 'password_hash', 'first_name', 'last_name', 'phone', 'company', 'role_id', 'language_preference', 'enabled', 'created_at', 'updated_at'],
      count: users.length,
      *lines() {
        for (const u of users) {
          const at = iso(u.createdAt);
          yield copyLine([u.id, u.email, u.email, refs.passwordHash, u.firstName, u.lastName, u.phone, u.company, roleId(u.role), u.language, true, at, at]);
        }
      },
    },
    {
      table: 'shows',
      columns: ['id', 'name', 'installation_date_start', 'installation_date_end', 'uninstallation_date_start', 'uninstallation_date_end', 'organizer_deadline', 'security_instructions_function', 'stand_documents_function', 'stand_add_decorator_function', 'enabled', 'organizer_id', 'created_at', 'updated_at'],
      count: shows.length,
      *lines() {
        for (const sh of shows) {
          yield copyLine([
            sh.id, sh.name, iso(sh.installStart), iso(sh.installStart + 3 * DAY), iso(sh.installStart + 7 * DAY), iso(sh.installStart + 9 * DAY),
            iso(sh.installStart - 25 * DAY), sh.securityFunction, true, sh.id % 3 !== 0, sh.enabled, sh.organizerId, iso(sh.createdAt), iso(sh.createdAt),
          ]);
        }
      },
    },
    {
      table: 'user_shows',
      columns: ['user_id', 'show_id'],
      count: userShows.length,
      *lines() {
        for (const pair of userShows) yield copyLine(pair);
      },
    },
    {
      table: 'stands',
      columns: ['id', 'show_id', 'name', 'hall', 'aisle', 'number', 'stand_type', 'surface', 'bat', 'status', 'stand_document_status_id', 'un_seen', 'treated', 'documents_treated', 'un_seen_documents', 'nb_in_progress_reports', 'nb_closed_reports', 'created_at', 'updated_at', 'documents_updated_at'],
      count: S,
      *lines() {
        const r = prng(seed + 1);
        for (let i = 0; i < S; i++) {
          const documents = r.chance(0.6);
          const docsAt = documents ? Math.min(REFERENCE_NOW, standCreated[i] + r.int(1, 120 * 24) * 3600_000) : null;
          yield copyLine([
            i + 1, standShow[i], standName[i], standHall[i], standAisle[i], standNumber[i], standType[i], standSurface[i], r.chance(0.3),
            STATUS_CODES[standStatus[i] - 1], documents ? r.int(1, 6) : 1, unSeen[i] === 1, treated[i] === 1,
            documents ? !r.chance(0.2) : true, documents && r.chance(0.25), nbInProgress[i], nbClosed[i],
            iso(standCreated[i]), iso(updatedAt[i]), docsAt === null ? null : iso(docsAt),
          ]);
        }
      },
    },
    {
      table: 'user_stand_roles',
      columns: ['user_id', 'stand_id', 'standist_role', 'first_name', 'last_name', 'company', 'phone', 'created_at'],
      count: S + exhibitor2Of.filter(Boolean).length + decoratorOf.filter(Boolean).length + agencyOf.filter(Boolean).length,
      *lines() {
        const r = prng(seed + 2);
        for (let i = 0; i < S; i++) {
          const at = iso(standCreated[i]);
          // Now and then the stand's own contact details override the user's.
          const override = r.chance(0.05);
          const p = override ? person(r) : null;
          yield copyLine([exhibitorOf[i], i + 1, STANDIST_ROLES.EXHIBITOR, p?.firstName, p?.lastName, null, override ? phone(r) : null, at]);
          if (exhibitor2Of[i]) yield copyLine([exhibitor2Of[i], i + 1, STANDIST_ROLES.EXHIBITOR, null, null, null, null, at]);
          if (decoratorOf[i]) yield copyLine([decoratorOf[i], i + 1, STANDIST_ROLES.DECORATOR, null, null, null, null, at]);
          if (agencyOf[i]) yield copyLine([agencyOf[i], i + 1, STANDIST_ROLES.AGENCY, null, null, null, null, at]);
        }
      },
    },
    {
      table: 'stand_layouts',
      columns: ['stand_id', 'layout_type_id', 'description', 'created_at', 'updated_at'],
      count: -1,
      *lines() {
        const r = prng(seed + 3);
        for (let i = 0; i < S; i++) {
          if (!r.chance(0.5)) continue;
          const types = new Set<number>();
          const n = r.int(1, 3);
          while (types.size < n) types.add(r.int(1, layoutCount));
          const at = iso(standCreated[i] + DAY);
          for (const typeId of types) yield copyLine([i + 1, typeId, r.pick(LAYOUT_DESCRIPTIONS), at, at]);
        }
      },
    },
    {
      table: 'stand_security_instructions',
      columns: ['stand_id', 'download_ok', 'last_name', 'first_name', 'company', 'phone', 'email', 'built_by_one', 'built_by_more', 'number_of_builders', 'with_mezzanine', 'with_more_than_three_meter_heights', 'with_coordinator', 'created_at'],
      count: -1,
      *lines() {
        const r = prng(seed + 4);
        for (let i = 0; i < S; i++) {
          if (!shows[standShow[i] - 1].securityFunction || !r.chance(0.45)) continue;
          const one = r.chance(0.7);
          yield copyLine([
            i + 1, true, r.pick(LAST_NAMES), r.pick(FIRST_NAMES), standName[i], '+33 1 00 00 00 00', `securite-${i + 1}@example.test`,
            one, !one, one ? null : r.int(2, 6), r.chance(0.1), r.chance(0.2), r.chance(0.1), iso(standCreated[i] + 10 * DAY),
          ]);
        }
      },
    },
    {
      table: 'messages',
      columns: ['id', 'content', 'created_by_id', 'created_by_stand_role', 'created_at', 'updated_at'],
      count: M,
      *lines() {
        for (let k = 0; k < M; k++) {
          const j = byTime[k];
          const status = msgStatus[j];
          const text = status ? TRANSITION_TEXTS[STATUS_CODES[status - 1]] : msgRole[j] ? STANDIST_TEXTS[msgText[j]] : STAFF_TEXTS[msgText[j]];
          const at = iso(msgTime[j]);
          yield copyLine([k + 1, text, msgAuthor[j], ROLE_CODES[msgRole[j]], at, at]);
        }
      },
    },
    {
      table: 'stand_messages',
      columns: ['id', 'stand_id', 'message_id', 'new_stand_status', 'confirmation_last_name', 'confirmation_first_name', 'confirmation_company', 'confirmation_phone', 'confirmation_email', 'confirmation_standing', 'confirmation_waste_disposal', 'confirmation_invoicing', 'created_at'],
      count: M,
      *lines() {
        for (let k = 0; k < M; k++) {
          const j = byTime[k];
          const i = msgStand[j];
          const status = msgStatus[j];
          const confirm = status === 4 ? users[exhibitorOf[i] - 1] : null;
          yield copyLine([
            k + 1, i + 1, k + 1, status ? STATUS_CODES[status - 1] : null,
            confirm?.lastName, confirm?.firstName, confirm?.company, confirm?.phone, confirm ? confirm.email : null,
            confirm ? true : null, confirm ? 'decorator' : null, confirm ? true : null, iso(msgTime[j]),
          ]);
        }
      },
    },
    {
      table: 'media',
      columns: ['id', 'kind', 'media_file_name', 'storage_name', 'mime_type', 'size', 'created_at'],
      count: attachments.length,
      *lines() {
        const r = prng(seed + 6);
        for (let a = 0; a < attachments.length; a++) {
          const { pdf, at } = attachments[a];
          yield copyLine([
            a + 1, 'messageAttachment', pdf ? `plans-stand-v${a + 1}.pdf` : `photo-${a + 1}.jpg`, `large-seed/attachment-${a + 1}${pdf ? '.pdf' : '.jpg'}`,
            pdf ? 'application/pdf' : 'image/jpeg', r.int(40_000, 4_000_000), iso(at),
          ]);
        }
      },
    },
    {
      table: 'message_media',
      columns: ['id', 'message_id', 'media_id', 'enabled', 'created_by_id', 'created_at'],
      count: attachments.length,
      *lines() {
        for (let a = 0; a < attachments.length; a++) {
          const { messageId, author, at } = attachments[a];
          yield copyLine([a + 1, messageId, a + 1, true, author, iso(at)]);
        }
      },
    },
    {
      table: 'reports',
      columns: ['id', 'stand_id', 'name', 'comment', 'status', 'created_by_id', 'created_at', 'updated_at', 'closed_at'],
      count: R,
      *lines() {
        const r = prng(seed + 5);
        for (let k = 0; k < R; k++) {
          const at = reportTime[k];
          const closedAt = reportClosed[k] ? Math.min(REFERENCE_NOW, at + r.int(1, 72) * 3600_000) : null;
          const author = r.chance(0.7) ? r.pick(support) : r.chance(0.5) ? r.pick(securityOfficers) : r.pick(admins);
          yield copyLine([
            k + 1, reportStand[k] + 1, `Constat — ${r.pick(REPORT_NAMES)}`, r.pick(REPORT_COMMENTS), reportClosed[k] ? 'closed' : 'in_progress',
            author, iso(at), iso(closedAt ?? at), closedAt === null ? null : iso(closedAt),
          ]);
        }
      },
    },
    {
      table: 'demands',
      columns: ['id', 'stand_id', 'show_id', 'demand_type', 'family', 'status', 'asked_datetime', 'comment', 'company', 'firstname', 'lastname', 'phone', 'email', 'treated', 'un_seen', 'created_by_id', 'created_at', 'updated_at'],
      count: sizes.demands,
      *lines() {
        // Its own stream of numbers: the tables above stay the same whatever the number of requests.
        const r = prng(seed + 7);
        for (let k = 0; k < sizes.demands; k++) {
          const i = r.int(0, S - 1);
          const type = r.pick(DEMAND_TYPES);
          const status = r.weighted([['in_progress', 5], ['validated', 3], ['refused', 2]] as const);
          const requester = users[exhibitorOf[i] - 1];
          const created = standCreated[i] + r.int(1, 60 * 24) * 60_000 * 30;
          const updated = Math.min(REFERENCE_NOW, created + r.int(0, 10 * 24) * 3600_000);
          yield copyLine([
            k + 1, i + 1, standShow[i], type, type.startsWith('logistic') ? 'logistic' : 'exemption', status,
            iso(created + r.int(2, 40) * DAY), 'Demande générée', requester.company ?? standName[i], requester.firstName, requester.lastName, requester.phone ?? '+33 1 00 00 00 00', requester.email,
            status !== 'in_progress' || r.chance(0.4), status === 'in_progress' && r.chance(0.4), requester.id, iso(created), iso(updated),
          ]);
        }
      },
    },
  ];
  return {
    sizes,
    tables,
    layoutTypes: DEMO_LAYOUT_TYPES,
    largestShow: { id: largest.id, name: largest.name, size: largest.size },
    standistStands,
    dashboardStand:
      dashboard >= 0
        ? { id: dashboard + 1, messages: dashboardMessages, reports: nbInProgress[dashboard] + nbClosed[dashboard], attachments: dashboardAttachments }
        : null,
  };
}
