// Vocabulary and generators for the demo articles (npm run seed:demo): Hungarian headlines, leads,
// HTML bodies, keywords and credits, all drawn from a seeded PRNG so that a run is reproducible.

/**
 * A word found in about a quarter of the titles (always as part of a form of the city's name:
 * Budapest, Budapesten, budapesti, Budapestre, Budapestről). The benchmark searches for it.
 */
export const COMMON_TITLE_WORD = 'Budapest';
/** Share of the titles that contain COMMON_TITLE_WORD. */
export const COMMON_TITLE_SHARE = 0.25;
/** A word found in exactly one title in a thousand (the 138th of every 1000 generated). The benchmark searches for it. */
export const RARE_TITLE_WORD = 'pingvin';
/** Share of the titles whose text is stored with a `&quot;`-quoted phrase, as the old site did. */
export const QUOTED_TITLE_SHARE = 0.02;

// ---------------------------------------------------------------------------------------------
// PRNG

/** Mulberry32: a small, fast, seeded generator; good enough for demo data, never for secrets. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick() from an empty list');
    return item;
  }

  /** Picks by weight; weights need not add up to 1. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of items) total += w;
    let r = this.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    const last = items[items.length - 1];
    if (!last) throw new Error('weighted() from an empty list');
    return last[0];
  }

  /** `count` distinct items, the earlier ones of the list more likely (weight 1 / (rank + 1)). */
  distinctZipf<T>(items: readonly T[], count: number): T[] {
    const pool = items.map((item, rank) => [item, 1 / (rank + 1)] as const);
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0) {
      let total = 0;
      for (const [, w] of pool) total += w;
      let r = this.next() * total;
      let index = pool.length - 1;
      for (let i = 0; i < pool.length; i++) {
        r -= (pool[i] as readonly [T, number])[1];
        if (r < 0) {
          index = i;
          break;
        }
      }
      const [item] = pool.splice(index, 1)[0] as readonly [T, number];
      chosen.push(item);
    }
    return chosen;
  }

  /** A standard normal variate (Box-Muller). */
  normal(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }
}

// ---------------------------------------------------------------------------------------------
// Words

/** A noun phrase with the forms the templates need: [nominative, "-ról/-ről", accusative]. */
type Topic = readonly [nom: string, about: string, acc: string];

/** A city: [name, in (-ban/-en), adjective (-i), to (-ba/-ra), from (-ból/-ról)]. */
type City = readonly [name: string, inCity: string, adjective: string, toCity: string, fromCity: string];

const BUDAPEST: City = ['Budapest', 'Budapesten', 'budapesti', 'Budapestre', 'Budapestről'];
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII'] as const;
/** Budapest named by one of its districts ("Budapest XI. kerületében"): the name stays in the title. */
const BUDAPEST_DISTRICTS: readonly City[] = [...ROMAN, ...ROMAN.slice(3).map((r) => `X${r}`)].map(
  (r) => ['Budapest', `Budapest ${r}. kerületében`, 'budapesti', 'Budapestre', 'Budapestről'] as const,
);

const OTHER_CITIES: readonly City[] = [
  ['Debrecen', 'Debrecenben', 'debreceni', 'Debrecenbe', 'Debrecenből'],
  ['Szeged', 'Szegeden', 'szegedi', 'Szegedre', 'Szegedről'],
  ['Pécs', 'Pécsen', 'pécsi', 'Pécsre', 'Pécsről'],
  ['Győr', 'Győrben', 'győri', 'Győrbe', 'Győrből'],
  ['Miskolc', 'Miskolcon', 'miskolci', 'Miskolcra', 'Miskolcról'],
  ['Nyíregyháza', 'Nyíregyházán', 'nyíregyházi', 'Nyíregyházára', 'Nyíregyházáról'],
  ['Kecskemét', 'Kecskeméten', 'kecskeméti', 'Kecskemétre', 'Kecskemétről'],
  ['Székesfehérvár', 'Székesfehérváron', 'székesfehérvári', 'Székesfehérvárra', 'Székesfehérvárról'],
  ['Szombathely', 'Szombathelyen', 'szombathelyi', 'Szombathelyre', 'Szombathelyről'],
  ['Eger', 'Egerben', 'egri', 'Egerbe', 'Egerből'],
  ['Veszprém', 'Veszprémben', 'veszprémi', 'Veszprémbe', 'Veszprémből'],
  ['Sopron', 'Sopronban', 'soproni', 'Sopronba', 'Sopronból'],
  ['Siófok', 'Siófokon', 'siófoki', 'Siófokra', 'Siófokról'],
  ['Zalaegerszeg', 'Zalaegerszegen', 'zalaegerszegi', 'Zalaegerszegre', 'Zalaegerszegről'],
  ['Kaposvár', 'Kaposváron', 'kaposvári', 'Kaposvárra', 'Kaposvárról'],
  ['Szolnok', 'Szolnokon', 'szolnoki', 'Szolnokra', 'Szolnokról'],
];

export const FIRST_NAMES = [
  'Anna',
  'Katalin',
  'Eszter',
  'Zsófia',
  'Réka',
  'Judit',
  'Nóra',
  'Erika',
  'Dóra',
  'Lilla',
  'Petra',
  'Ágnes',
  'Balázs',
  'Tamás',
  'Dániel',
  'Levente',
  'Ádám',
  'Gábor',
  'Péter',
  'Zoltán',
  'Márton',
  'Bence',
  'Attila',
  'Krisztián',
] as const;

export const LAST_NAMES = [
  'Kovács',
  'Szabó',
  'Tóth',
  'Nagy',
  'Horváth',
  'Varga',
  'Kiss',
  'Molnár',
  'Németh',
  'Farkas',
  'Balogh',
  'Papp',
  'Takács',
  'Juhász',
  'Lakatos',
  'Mészáros',
  'Oláh',
  'Simon',
  'Rácz',
  'Fekete',
  'Szilágyi',
  'Török',
  'Fehér',
  'Vincze',
] as const;

/** Hungarian order: family name first. */
export function fullName(rng: Rng): string {
  return `${rng.pick(LAST_NAMES)} ${rng.pick(FIRST_NAMES)}`;
}

interface MenuVocabulary {
  /** Who acts in the headlines, with the article: "a kormány". */
  actors: readonly string[];
  topics: readonly Topic[];
  /** Headlines; slots: {A}/{a} actor, {T}/{Tabout}/{Tacc} topic, {n} number, {dish}, {g1}/{g2} goals. */
  titles: readonly string[];
  /** Headlines with a city: {in}, {adj}/{Adj} (with article), {to}, {from}, {city}. */
  placeTitles: readonly string[];
  /** Sentences for the body of this category; same slots. */
  sentences: readonly string[];
  /** Tags, the most used first (picked with a Zipf weight, so a few dominate). */
  keywords: readonly string[];
}

const HIREK: MenuVocabulary = {
  actors: [
    'a kormány',
    'az ellenzék',
    'a jegybank',
    'a KSH',
    'a belügyminisztérium',
    'az Európai Bizottság',
    'a pénzügyminiszter',
    'a fogyasztóvédelem',
    'az Alkotmánybíróság',
    'a MÁV',
    'a katasztrófavédelem',
    'a rendőrség',
    'az OMSZ',
    'a szakszervezet',
  ],
  topics: [
    ['az infláció', 'az inflációról', 'az inflációt'],
    ['a minimálbér', 'a minimálbérről', 'a minimálbért'],
    ['a nyugdíjemelés', 'a nyugdíjemelésről', 'a nyugdíjemelést'],
    ['az energiaár-szabályozás', 'az energiaár-szabályozásról', 'az energiaár-szabályozást'],
    ['a lakhatási támogatás', 'a lakhatási támogatásról', 'a lakhatási támogatást'],
    ['a közösségi közlekedés', 'a közösségi közlekedésről', 'a közösségi közlekedést'],
    ['az egészségügyi reform', 'az egészségügyi reformról', 'az egészségügyi reformot'],
    ['a jövő évi költségvetés', 'a jövő évi költségvetésről', 'a jövő évi költségvetést'],
    ['a választási törvény', 'a választási törvényről', 'a választási törvényt'],
    ['a családi adókedvezmény', 'a családi adókedvezményről', 'a családi adókedvezményt'],
    ['az üzemanyagár', 'az üzemanyagárról', 'az üzemanyagárat'],
    ['a hőségriasztás', 'a hőségriasztásról', 'a hőségriasztást'],
  ],
  titles: [
    '{A} új javaslatot tett {Tabout}',
    '{A} szerint jövőre átalakul {T}',
    'Így változik {T} {month} elsejétől',
    'Mit jelent a családoknak {T}? Összefoglaltuk',
    'Törvényjavaslat készül {Tabout}: ezek a legfontosabb változások',
    '{A} cáfolta {Tabout} szóló híreszteléseket',
    'Rendkívüli ülést hívtak össze {T} miatt',
    'Szakértők: {n} százalékkal is nőhet a terhelés {month} végéig',
    'Vita robbant ki {Tabout} a parlamentben',
    '{A} bejelentette: {n} milliárd forintot fordítanak a fejlesztésre',
    'Itt vannak a friss számok {Tabout}',
    'Figyelmeztetést adott ki {a}',
    'Brüsszel is megszólalt {Tabout}',
    'Sztrájkot hirdetett a szakszervezet {T} miatt',
    'Új szabályok lépnek életbe {month} elsejétől',
    'Évek óta nem látott mértékben drágultak az alapvető élelmiszerek',
    'Lezárult a konzultáció {Tabout}, {a} értékeli az eredményeket',
  ],
  placeTitles: [
    'Tüntetés volt {in} {T} miatt',
    'Lakossági fórumot tartottak {in} {Tabout}',
    'Rendkívüli ülést tartott {adj} közgyűlés',
    'Forgalomkorlátozás lesz {in} a hétvégén',
    '{n} milliárd forintból újul meg {adj} kórház',
    'Villamospótló buszok járnak {in} a felújítás miatt',
    'Akár {n} ezer új munkahely jöhet létre {in}',
    'Vihar csapott le {in}: kidőlt fák, áramszünet',
    'Megkezdődött {adj} körgyűrű bővítése',
    'Új bölcsőde nyílt {in}',
    'Kigyulladt egy társasház {in}, több lakót kimenekítettek',
    'Hőségriasztás: ivókutakat állítanak fel {in}',
    'Felújítják {adj} főpályaudvart, {k} hónapig tart a munka',
  ],
  sentences: [
    'A kormányszóvivő szerint a döntés a családok terheit hivatott csökkenteni.',
    'Az ellenzéki pártok már jelezték, hogy módosító javaslatokat nyújtanak be.',
    'A KSH friss adatai szerint az árak {n} százalékkal emelkedtek az előző évhez képest.',
    'A szakszervezetek egyelőre kivárnak, de nem zárják ki a további tiltakozást.',
    'A javaslatot a parlament várhatóan még a tavaszi ülésszak végéig megtárgyalja.',
    'Az önkormányzatok szerint a források nem elegendők a feladatok ellátására.',
    'A rendőrség a helyszínt lezárta, a forgalmat elterelték.',
    'Az időjárás-előrejelzés szerint a következő napokban is hasonló idő várható.',
    'Brüsszelben is figyelemmel kísérik a fejleményeket.',
  ],
  keywords: [
    'kormány',
    'infláció',
    'parlament',
    'önkormányzat',
    'forint',
    'jegybank',
    'egészségügy',
    'oktatás',
    'közlekedés',
    'Európai Unió',
    'választás',
    'energia',
    'lakhatás',
    'nyugdíj',
    'adó',
    'minimálbér',
    'rendőrség',
    'időjárás',
    'baleset',
    'bíróság',
    'MÁV',
    'klímaváltozás',
    'NATO',
    'migráció',
  ],
};

const TECH: MenuVocabulary = {
  actors: [
    'az Apple',
    'a Google',
    'a Samsung',
    'a Microsoft',
    'a Meta',
    'a Nokia',
    'a NASA',
    'az ESA',
    'egy magyar startup',
    'a Tesla',
    'a Sony',
    'az Ericsson',
    'a Nintendo',
    'az Intel',
  ],
  topics: [
    ['a mesterséges intelligencia', 'a mesterséges intelligenciáról', 'a mesterséges intelligenciát'],
    ['az okostelefon-piac', 'az okostelefon-piacról', 'az okostelefon-piacot'],
    ['az 5G-hálózat', 'az 5G-hálózatról', 'az 5G-hálózatot'],
    ['a kvantumszámítógép', 'a kvantumszámítógépről', 'a kvantumszámítógépet'],
    ['az elektromos autó', 'az elektromos autóról', 'az elektromos autót'],
    ['a kiberbiztonság', 'a kiberbiztonságról', 'a kiberbiztonságot'],
    ['az akkumulátor-technológia', 'az akkumulátor-technológiáról', 'az akkumulátor-technológiát'],
    ['a közösségi média', 'a közösségi médiáról', 'a közösségi médiát'],
    ['a napelemes rendszer', 'a napelemes rendszerről', 'a napelemes rendszert'],
    ['az űrkutatás', 'az űrkutatásról', 'az űrkutatást'],
    ['a felhőszolgáltatás', 'a felhőszolgáltatásról', 'a felhőszolgáltatást'],
  ],
  titles: [
    '{A} bemutatta legújabb okostelefonját',
    'Itt van {a} új csúcsmodellje: ennyibe kerül',
    'Teszt: megéri-e megvenni {a} új laptopját?',
    'Forradalmat hozhat {T}',
    'Magyar kutatók áttörést értek el {T} területén',
    '{n} millió felhasználót érint {a} adatvédelmi hibája',
    'Így változtatja meg a munkánkat {T}',
    'Új uniós szabályozás jön {Tabout}',
    '{A} leállítja egyik népszerű szolgáltatását',
    'Biztonsági frissítést adott ki {a}: érdemes azonnal telepíteni',
    'Ezeket a trükköket kevesen ismerik: így lesz gyorsabb a telefonja',
    'Kiderült, mikor érkezik {a} következő operációs rendszere',
    'Milliárdokat fektet {Tacc} fejlesztésébe {a}',
    'Mindent tudni akar rólunk {T}? Ezt mondják a szakértők',
    'Sikeresen felbocsátották az új kutatóműholdat',
    'Rekordot döntött {T}: {n} százalékos növekedés egy év alatt',
  ],
  placeTitles: [
    'Fejlesztőközpontot nyit {a} {in}',
    'Technológiai konferencia {in}: {T} volt a fő téma',
    'Ingyenes wifi lesz {adj} belvárosban',
    '{n} új elektromostöltő-állomás épül {in}',
    'Robotikaverseny {in}: diákok mutatták be találmányaikat',
    'Adatközpont épül {in}, {n} új munkahellyel',
    'Okosváros-program indul {in}',
  ],
  sentences: [
    'A gyártó szerint az új eszköz akkumulátora akár két napig is bírja.',
    'A szakértők arra figyelmeztetnek, hogy a frissítést minél előbb érdemes telepíteni.',
    'A fejlesztés a cég szerint {n} százalékkal csökkenti az energiafogyasztást.',
    'Az eszköz az ősz folyamán érkezik a hazai boltokba.',
    'A kutatók eredményeit egy rangos nemzetközi folyóirat közölte.',
    'A felhasználók egy része már most panaszkodik a változások miatt.',
    'A technológia széles körű elterjedése még néhány évet várat magára.',
  ],
  keywords: [
    'mesterséges intelligencia',
    'okostelefon',
    'Apple',
    'Google',
    'Samsung',
    'adatvédelem',
    'Microsoft',
    'kiberbiztonság',
    'elektromos autó',
    'űrkutatás',
    'NASA',
    'startup',
    'közösségi média',
    'videojáték',
    '5G',
    'akkumulátor',
    'napelem',
    'robotika',
    'kvantumszámítógép',
    'szoftverfrissítés',
    'Tesla',
  ],
};

const SPORT: MenuVocabulary = {
  actors: [
    'a magyar válogatott',
    'a Ferencváros',
    'az Újpest',
    'a Paks',
    'a Debreceni VSC',
    'a Telekom Veszprém',
    'a Győri ETO',
    'a Red Bull',
    'a Mercedes',
    'a Ferrari',
    'a női kézilabda-válogatott',
    'a vízilabda-válogatott',
  ],
  topics: [
    ['a bajnokság', 'a bajnokságról', 'a bajnokságot'],
    ['a Bajnokok Ligája', 'a Bajnokok Ligájáról', 'a Bajnokok Ligáját'],
    ['az Európa-bajnokság', 'az Európa-bajnokságról', 'az Európa-bajnokságot'],
    ['a világbajnokság', 'a világbajnokságról', 'a világbajnokságot'],
    ['az olimpia', 'az olimpiáról', 'az olimpiát'],
    ['a Magyar Nagydíj', 'a Magyar Nagydíjról', 'a Magyar Nagydíjat'],
    ['az átigazolási időszak', 'az átigazolási időszakról', 'az átigazolási időszakot'],
    ['a Magyar Kupa', 'a Magyar Kupáról', 'a Magyar Kupát'],
  ],
  titles: [
    'Fontos győzelmet aratott {a}',
    '{A} {g1}–{g2} arányban nyert a rangadón',
    'Döntetlen a rangadón: {a} nem tudott nyerni',
    'Sérülés miatt kihagyja a következő mérkőzést {a} csapatkapitánya',
    'Kijelölték {a} keretét {T} előtt',
    'Edzőváltás: új vezetőedzője van {a} csapatának',
    'Hatalmas bravúr: {a} legyőzte a címvédőt',
    'Kiesett {a} {Tabout} szóló küzdelemből',
    'Megvan a sorsolás: ők lesznek {a} ellenfelei',
    'Rekordot döntött a magyar úszó a világkupán',
    'Pole pozícióból indulhat a címvédő a hétvégi futamon',
    'Drámai hajrá után {g1}–{g2} lett a vége',
    '{n} ezer néző előtt búcsúzott a legenda',
    'Bejelentették: nálunk rendezik {Tacc}',
  ],
  placeTitles: [
    'Telt ház előtt játszott {a} {in}',
    'Új sportcsarnok épül {in}',
    '{Adj} csapat nyerte a Magyar Kupát',
    'Maratoni futóverseny lesz {in} vasárnap, lezárások várhatók',
    'Hazai pályán kapott ki {adj} csapat',
    'Nemzetközi úszóversenynek ad otthont {city}',
  ],
  sentences: [
    'A vendégek az első félidőben jobban futballoztak, de a hazaiak a szünet után fordítani tudtak.',
    'A vezetőedző a lefújás után elégedett volt csapata teljesítményével.',
    'A csapat a tabella {n}. helyén áll a bajnokságban.',
    'A szurkolók a mérkőzés végén vastapssal búcsúztak a játékosoktól.',
    'A következő fordulóban idegenben lép pályára a csapat.',
    'A sérült játékos felépülése a klub orvosa szerint néhány hetet vehet igénybe.',
    'A futamot végig nagy izgalom jellemezte, a dobogós helyek csak az utolsó körökben dőltek el.',
  ],
  keywords: [
    'labdarúgás',
    'NB I',
    'válogatott',
    'Ferencváros',
    'kézilabda',
    'Bajnokok Ligája',
    'Forma-1',
    'úszás',
    'olimpia',
    'Magyar Nagydíj',
    'Európa-bajnokság',
    'világbajnokság',
    'átigazolás',
    'edzőváltás',
    'vízilabda',
    'tenisz',
    'atlétika',
    'sérülés',
    'Magyar Kupa',
  ],
};

const KULTURA: MenuVocabulary = {
  actors: [
    'a Magyar Állami Operaház',
    'a Nemzeti Színház',
    'a Vígszínház',
    'a Müpa',
    'a Szépművészeti Múzeum',
    'a Zeneakadémia',
    'a Petőfi Irodalmi Múzeum',
    'a Nemzeti Filmintézet',
    'a Katona József Színház',
    'a Magyar Nemzeti Galéria',
  ],
  topics: [
    ['az új évad', 'az új évadról', 'az új évadot'],
    ['a Magyar Filmhét', 'a Magyar Filmhétről', 'a Magyar Filmhetet'],
    ['a Könyvfesztivál', 'a Könyvfesztiválról', 'a Könyvfesztivált'],
    ['a kortárs képzőművészet', 'a kortárs képzőművészetről', 'a kortárs képzőművészetet'],
    ['a jazzfesztivál', 'a jazzfesztiválról', 'a jazzfesztivált'],
    ['az Oscar-gála', 'az Oscar-gáláról', 'az Oscar-gálát'],
    ['a magyar animációs film', 'a magyar animációs filmről', 'a magyar animációs filmet'],
    ['a színházi évad', 'a színházi évadról', 'a színházi évadot'],
  ],
  titles: [
    'Bejelentette új évadának programját {a}',
    'Díjat nyert Cannes-ban egy magyar rövidfilm',
    'Megjelent a népszerű író új regénye',
    '{n} ezer látogatót vonzott {a} legutóbbi kiállítása',
    'Ezek a hét legjobb könyvei',
    'Ezeket a filmeket érdemes megnézni a hétvégén',
    'Interjú a rendezővel: „Minden előadás újrakezdés”',
    'Mit láttunk {Tabout}? Kritikánk',
    'Új igazgatót kapott {a}',
    'Rekordot döntött a jegyeladás {T} idején',
    'Elhunyt a Kossuth-díjas színművész',
    'Felújítás után újra megnyitja kapuit {a}',
    'Ilyen lesz {T}: programajánló',
    'Kiderült, kik a Prima Primissima-díj idei jelöltjei',
  ],
  placeTitles: [
    'Telt ház előtt lépett fel a zenekar {in}',
    'Új kiállítás nyílik {in} a kortárs fotográfiáról',
    'Visszatér a legendás zenekar: koncertet adnak {in}',
    'Filmforgatás miatt lezárják {adj} főteret',
    'Ingyenes múzeumi napot tartanak {in}',
    'Szabadtéri színházi fesztivál kezdődik {in}',
  ],
  sentences: [
    'Az előadást a közönség állva tapsolta meg.',
    'A kiállítás {n} alkotást mutat be, köztük több eddig soha nem látott művet.',
    'A rendező szerint a darab a mai kor kérdéseire keres választ.',
    'A jegyek már kaphatók a szervezők honlapján.',
    'A regény a szerző szerint hosszú évek munkájának eredménye.',
    'A zenekar az új lemez dalai mellett a régi slágereket is eljátszotta.',
    'A kritikusok szerint az évad egyik legfontosabb bemutatójáról van szó.',
  ],
  keywords: [
    'film',
    'színház',
    'koncert',
    'könyv',
    'fesztivál',
    'kiállítás',
    'opera',
    'irodalom',
    'jazz',
    'Oscar-díj',
    'Cannes',
    'múzeum',
    'bemutató',
    'popzene',
    'sorozat',
    'streaming',
    'képzőművészet',
  ],
};

const ELETMOD: MenuVocabulary = {
  actors: [
    'a dietetikus',
    'a kardiológus',
    'a pszichológus',
    'az edző',
    'a séf',
    'az orvos',
    'a gyógyszerész',
    'a háziorvos',
    'az alváskutató',
    'a WHO',
  ],
  topics: [
    ['az alvás', 'az alvásról', 'az alvást'],
    ['a futás', 'a futásról', 'a futást'],
    ['a mediterrán étrend', 'a mediterrán étrendről', 'a mediterrán étrendet'],
    ['a stressz', 'a stresszről', 'a stresszt'],
    ['a D-vitamin', 'a D-vitaminról', 'a D-vitamint'],
    ['a kávé', 'a kávéról', 'a kávét'],
    ['a meditáció', 'a meditációról', 'a meditációt'],
    ['a böjt', 'a böjtről', 'a böjtöt'],
    ['a képernyőidő', 'a képernyőidőről', 'a képernyőidőt'],
  ],
  titles: [
    '{n} tipp a pihentetőbb alváshoz',
    'Ezt mondja {a} {Tabout}',
    'Így hat a szervezetre {T}',
    'Tévhitek {Tabout}, amelyeket ideje elfelejteni',
    'Hétvégi recept: {dish}, ahogy a nagymamám készítette',
    'Így készül a tökéletes {dish}',
    '{A} elárulta, mire figyeljünk nyáron',
    'Ennyit érdemes naponta mozogni {a} szerint',
    '{n} egyszerű szokás, amely hosszabb életet ígér',
    'Tényleg egészséges {T}? Utánajártunk',
    'Olcsó nyaralás: ezek a legjobb úti célok az idén',
    'Balatoni körkép: ennyibe kerül idén egy hétvége',
    'Gyerekkel utazik? Erre készüljön fel',
  ],
  placeTitles: [
    'Ezek a legjobb kávézók {in}',
    'Új termelői piac nyílt {in}',
    'Hétvégi kirándulás: ezt nézze meg, ha {to} utazik',
    'Gasztrofesztivál {in}: {dish} a főszereplő',
    'Egy hét {in}: ennyibe kerül a szállás és az étkezés',
    'Futókör épül {adj} parkban',
  ],
  sentences: [
    'A szakember szerint már napi húsz perc mozgás is sokat számít.',
    'Érdemes fokozatosan változtatni a szokásainkon, nem egyik napról a másikra.',
    'A kutatásban {n} önkéntes vett részt, több éven át.',
    'Az orvosok azt tanácsolják, hogy panasz esetén forduljunk szakemberhez.',
    'A recept titka a jó minőségű alapanyag és a türelem.',
    'A nyári hónapokban különösen fontos a megfelelő folyadékbevitel.',
    'A szállásárak az elmúlt évben átlagosan {n} százalékkal emelkedtek.',
  ],
  keywords: [
    'egészség',
    'recept',
    'utazás',
    'alvás',
    'táplálkozás',
    'stressz',
    'kávé',
    'nyaralás',
    'kirándulás',
    'Balaton',
    'vitamin',
    'fogyás',
    'futás',
    'mentális egészség',
    'gasztronómia',
    'borok',
    'család',
    'mozgás',
  ],
};

const VOCABULARY: Record<string, MenuVocabulary> = {
  hirek: HIREK,
  tech: TECH,
  sport: SPORT,
  kultura: KULTURA,
  eletmod: ELETMOD,
};

/** The vocabulary of a category by its path; unknown paths get the news vocabulary. */
function vocabularyFor(menuPath: string): MenuVocabulary {
  return VOCABULARY[menuPath] ?? HIREK;
}

const MONTHS = [
  'január',
  'február',
  'március',
  'április',
  'május',
  'június',
  'július',
  'augusztus',
  'szeptember',
  'október',
  'november',
  'december',
] as const;

const DISHES = [
  'rakott krumpli',
  'gulyásleves',
  'túrós csusza',
  'lecsó',
  'somlói galuska',
  'paprikás csirke',
  'halászlé',
  'töltött káposzta',
  'madártej',
  'lángos',
  'rétes',
  'meggyleves',
  'dobostorta',
  'palacsinta',
] as const;

const RARE_TITLES = [
  'Pingvinfiókák keltek ki {adj} állatkertben',
  'Linux-évforduló: 35 éves a pingvin kabalafigura',
  'Megszökött egy pingvin, a gondozók órákig keresték',
  'Pingvinek költöztek {adj} állatkert új akváriumába',
] as const;

const TITLE_QUOTES = [
  'Ez csak a kezdet',
  'Nem adjuk fel',
  'Ilyen még nem volt',
  'Most jön a neheze',
  'Büszke vagyok a csapatra',
  'Ez egy új korszak kezdete',
  'Mindenki hibázhat',
  'Nincs mit titkolnunk',
  'Rossz irányba haladunk',
  'Ezt senki sem gondolta volna',
] as const;

const QUOTED_TITLES = [
  '{A}: &quot;{quote}&quot;',
  '&quot;{quote}&quot; – mondta {a} képviselője',
  '&quot;{quote}&quot;: interjú {T} kapcsán',
] as const;

/** How some article types announce themselves in the headline. */
const TYPE_PREFIXES: Record<string, string> = {
  Videó: 'Videó',
  Galéria: 'Galéria',
  Interjú: 'Interjú',
  Vélemény: 'Vélemény',
  PR: 'Szponzorált tartalom',
};

const TITLE_TAILS = [
  ': ezt kell tudni',
  ': itt vannak a részletek',
  ': mutatjuk a részleteket',
  ' – percről percre',
  ': megszólaltak az érintettek',
  ': képeken mutatjuk',
  ': mi jöhet most?',
  ' – frissítve',
  ': olvasóink kérdezték',
  ' – elemzés',
] as const;

const GENERIC_SENTENCES = [
  'A szakértők szerint {T} a következő hónapokban is meghatározó téma marad.',
  '{A} közleményében azt írta, hogy a részleteket a következő napokban ismertetik.',
  'A változás becslések szerint {n} ezer embert érinthet az ország különböző részein.',
  'Az elmúlt években többször is napirendre került a kérdés, de eddig nem született döntés.',
  'A sajtótájékoztatón elhangzott, hogy a munkálatok az ütemterv szerint haladnak.',
  'Sokan már most attól tartanak, hogy a tervek nem valósulnak meg időben.',
  'Lapunk megkeresésére {a} nem kívánt további részleteket elárulni.',
  'A megkérdezettek {n} százaléka szerint a változás jó irányba mutat.',
  'Az eseményre {in} került sor, ahol több száz érdeklődő jelent meg.',
  'A hírt elsőként a helyi sajtó közölte.',
  'Az ügyben várhatóan még ebben a hónapban döntés születik.',
  'Egyelőre nem tudni, pontosan mikor indul a program.',
  'A tervek szerint az első eredmények már jövő tavasszal láthatók lesznek.',
  'A statisztikák szerint az elmúlt évben {n} százalékos növekedés volt tapasztalható.',
  'Többen is felhívták a figyelmet arra, hogy a határidő nagyon szoros.',
  'A témával kapcsolatban olvasóink is számos kérdést küldtek szerkesztőségünknek.',
  'Mindez azt mutatja, hogy {T} egyre több embert foglalkoztat.',
  '{A} korábban már jelezte, hogy nyitott a párbeszédre.',
  'A részletekről cikkünk frissítésében számolunk be.',
  'A következő lépésekről {month} közepén tájékoztatják a nyilvánosságot.',
] as const;

const SUBHEADS = [
  'Mi változik?',
  'Előzmények',
  'Mit mondanak a szakértők?',
  'Hogyan tovább?',
  'A számok tükrében',
  'Reakciók',
  'Amit eddig tudunk',
  'A háttérben',
  'Mire számíthatunk?',
] as const;

const LIST_ITEMS = [
  'a határidők módosulnak',
  'új kedvezmények érhetők el',
  'a kérelmeket elektronikusan is be lehet adni',
  'a régi szabályok az év végéig érvényesek',
  'a részletekről a honlapon lehet tájékozódni',
  'a jelentkezés ingyenes',
  'a helyek száma korlátozott',
  'az ügyfélszolgálat hétvégén is nyitva tart',
  'a változás minden korosztályt érint',
  'a program több ütemben valósul meg',
] as const;

const QUOTES = [
  'Ez egy hosszú folyamat első lépése.',
  'Mindent megteszünk azért, hogy időben elkészüljünk.',
  'Büszke vagyok arra, amit együtt elértünk.',
  'A számok magukért beszélnek.',
  'Nem szabad elhamarkodott döntést hozni.',
  'Ilyen érdeklődésre mi sem számítottunk.',
  'A legfontosabb, hogy az emberek biztonságban legyenek.',
  'Még sok munka áll előttünk.',
] as const;

const PHOTO_AGENCIES = [
  ['MTI', 5],
  ['Newsroom', 3],
  ['Reuters', 2],
  ['AFP', 2],
  ['Getty Images', 1],
  ['Shutterstock', 1],
] as const;

// ---------------------------------------------------------------------------------------------
// Generators

const VOWELS = /^[aáeéiíoóöőuúüű]/i;

/** The Hungarian definite article that fits the word: "az" before a vowel, else "a". */
function article(word: string): string {
  return VOWELS.test(word) ? 'az' : 'a';
}

function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase('hu') + text.slice(1);
}

interface Slots {
  actor: string;
  topic: Topic;
  city: City;
}

function fill(template: string, rng: Rng, s: Slots): string {
  const adjective = `${article(s.city[2])} ${s.city[2]}`;
  return template.replace(/\{(\w+)\}/g, (_, slot: string) => {
    switch (slot) {
      case 'A':
        return capitalize(s.actor);
      case 'a':
        return s.actor;
      case 'T':
        return s.topic[0];
      case 'Tabout':
        return s.topic[1];
      case 'Tacc':
        return s.topic[2];
      case 'n':
        return String(rng.pick([2, 3, 4, 5, 6, 7, 8, 10, 12, 15, 20, 25, 30, 40, 50, 120, 300]));
      case 'k':
        return String(rng.int(2, 18));
      case 'g1':
        return String(rng.int(1, 5));
      case 'g2':
        return String(rng.int(0, 3));
      case 'month':
        return rng.pick(MONTHS);
      case 'dish':
        return rng.pick(DISHES);
      case 'quote':
        return rng.pick(TITLE_QUOTES);
      case 'city':
        return s.city[0];
      case 'in':
        return s.city[1];
      case 'adj':
        return adjective;
      case 'Adj':
        return capitalize(adjective);
      case 'to':
        return s.city[3];
      case 'from':
        return s.city[4];
      default:
        return slot;
    }
  });
}

function slotsFor(rng: Rng, vocabulary: MenuVocabulary, city?: City): Slots {
  return {
    actor: rng.pick(vocabulary.actors),
    topic: rng.pick(vocabulary.topics),
    city: city ?? rng.pick(OTHER_CITIES),
  };
}

export interface GeneratedArticle {
  title: string;
  shortContent: string;
  content: string;
  keywords: string;
}

/**
 * One article of a category. `index` is the article's position in the run: every 1000th (from the 138th)
 * carries RARE_TITLE_WORD; otherwise COMMON_TITLE_SHARE of the titles name Budapest.
 */
export function generateArticle(rng: Rng, menuPath: string, index: number, postType = ''): GeneratedArticle {
  const vocabulary = vocabularyFor(menuPath);
  const mentionsBudapest = rng.chance(COMMON_TITLE_SHARE);
  const budapest = rng.chance(0.4) ? rng.pick(BUDAPEST_DISTRICTS) : BUDAPEST;
  const slots = slotsFor(rng, vocabulary, mentionsBudapest ? budapest : undefined);
  let template: string;
  if (index % 1000 === 137) {
    template = rng.pick(RARE_TITLES);
    slots.city = rng.pick(OTHER_CITIES);
  } else if (mentionsBudapest) {
    template = rng.pick(vocabulary.placeTitles);
  } else if (rng.chance(QUOTED_TITLE_SHARE / (1 - COMMON_TITLE_SHARE))) {
    template = rng.pick(QUOTED_TITLES);
  } else {
    const all = vocabulary.titles.length + vocabulary.placeTitles.length;
    const i = rng.int(0, all - 1);
    template = vocabulary.titles[i] ?? vocabulary.placeTitles[i - vocabulary.titles.length] ?? '';
  }
  let title = fill(template, rng, slots);
  const prefix = TYPE_PREFIXES[postType];
  if (prefix && rng.chance(0.3)) title = `${prefix}: ${title}`;
  else if (!/[:?]/.test(title) && rng.chance(0.3)) title += rng.pick(TITLE_TAILS);

  const used = new Set<string>();
  const sentence = () => {
    // Body text names other places too, but never Budapest unless the title does, so that a
    // title search and a content search do not look alike.
    const bodySlots = slotsFor(rng, vocabulary, mentionsBudapest ? BUDAPEST : undefined);
    bodySlots.topic = rng.chance(0.7) ? slots.topic : bodySlots.topic;
    let template = '';
    for (let attempt = 0; attempt < 4 && (template === '' || used.has(template)); attempt++) {
      template = rng.pick(rng.chance(0.5) ? vocabulary.sentences : GENERIC_SENTENCES);
    }
    used.add(template);
    return fill(template, rng, bodySlots);
  };

  const shortContent = rng.chance(0.6) ? sentence() : `${sentence()} ${sentence()}`;

  const blocks: string[] = [];
  const paragraphs = rng.int(3, 7);
  let hasList = false;
  let hasQuote = false;
  for (let p = 0; p < paragraphs; p++) {
    if (p > 0 && rng.chance(0.18)) blocks.push(`<h2>${rng.pick(SUBHEADS)}</h2>`);
    const sentences = Array.from({ length: rng.int(2, 5) }, sentence);
    blocks.push(`<p>${sentences.join(' ')}</p>`);
    if (p > 0 && !hasList && rng.chance(0.07)) {
      hasList = true;
      const items = rng.distinctZipf(LIST_ITEMS, rng.int(3, 5));
      blocks.push(`<ul>${items.map((item) => `<li>${capitalize(item)}</li>`).join('')}</ul>`);
    }
    if (p > 0 && !hasQuote && rng.chance(0.06)) {
      hasQuote = true;
      blocks.push(`<blockquote><p>„${rng.pick(QUOTES)}” – ${fullName(rng)}</p></blockquote>`);
    }
  }

  const keywords = rng.distinctZipf(vocabulary.keywords, rng.int(2, 6));
  return { title, shortContent, content: blocks.join('\n'), keywords: keywords.join(',') };
}

/** A photo credit as the old site stored it: 'Fotó: MTI/Kovács Anna'; sometimes none. */
export function photoCredit(rng: Rng): string {
  if (rng.chance(0.05)) return '';
  const agency = rng.weighted(PHOTO_AGENCIES);
  if (agency === 'Shutterstock' || agency === 'Getty Images') return `Fotó: ${agency}`;
  return `Fotó: ${agency}/${fullName(rng)}`;
}

const ACCENTS: Record<string, string> = {
  á: 'a',
  é: 'e',
  í: 'i',
  ó: 'o',
  ö: 'o',
  ő: 'o',
  ú: 'u',
  ü: 'u',
  ű: 'u',
};

/** A URL slug of a title: lower case, Hungarian accents folded, anything else to '-', at most 80 characters. */
export function slugify(title: string): string {
  const folded = title
    .replace(/&(quot|amp|lt|gt|#0?39);/g, ' ')
    .toLocaleLowerCase('hu')
    .replace(/[áéíóöőúüű]/g, (c) => ACCENTS[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  let slug = folded.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length > 80) {
    slug = slug.slice(0, 80);
    const cut = slug.lastIndexOf('-');
    if (cut > 40) slug = slug.slice(0, cut);
  }
  return slug || 'cikk';
}

// ---------------------------------------------------------------------------------------------
// Demo people and covers

export interface DemoAuthor {
  email: string;
  firstName: string;
  lastName: string;
  admin: boolean;
  administrator: boolean;
  developer: boolean;
  /** The category this person mostly writes for (a menu path); undefined: any. */
  desk?: string;
  /** Relative share of the articles. */
  weight: number;
}

/** The newsroom's writers beyond the demo staff of each role; is_admin so that they may write. */
export const DEMO_AUTHORS: readonly DemoAuthor[] = [
  {
    email: 'horvath.balazs@newsroom.local',
    firstName: 'Balázs',
    lastName: 'Horváth',
    admin: true,
    administrator: false,
    developer: false,
    desk: 'hirek',
    weight: 14,
  },
  {
    email: 'varga.zsofia@newsroom.local',
    firstName: 'Zsófia',
    lastName: 'Varga',
    admin: true,
    administrator: false,
    developer: false,
    desk: 'hirek',
    weight: 12,
  },
  {
    email: 'molnar.tamas@newsroom.local',
    firstName: 'Tamás',
    lastName: 'Molnár',
    admin: true,
    administrator: false,
    developer: false,
    desk: 'hirek',
    weight: 9,
  },
  {
    email: 'meszaros.erika@newsroom.local',
    firstName: 'Erika',
    lastName: 'Mészáros',
    admin: true,
    administrator: true,
    developer: false,
    desk: 'hirek',
    weight: 4,
  },
  {
    email: 'takacs.levente@newsroom.local',
    firstName: 'Levente',
    lastName: 'Takács',
    admin: true,
    administrator: false,
    developer: true,
    desk: 'tech',
    weight: 8,
  },
  {
    email: 'farkas.reka@newsroom.local',
    firstName: 'Réka',
    lastName: 'Farkas',
    admin: true,
    administrator: false,
    developer: false,
    desk: 'tech',
    weight: 5,
  },
  {
    email: 'lakatos.adam@newsroom.local',
    firstName: 'Ádám',
    lastName: 'Lakatos',
    admin: true,
    administrator: false,
    developer: false,
    desk: 'sport',
    weight: 10,
  },
  {
    email: 'balogh.daniel@newsroom.local',
    firstName: 'Dániel',
    lastName: 'Balogh',
    admin: true,
    administrator: false,
    developer: false,
    desk: 'sport',
    weight: 7,
  },
  {
    email: 'papp.judit@newsroom.local',
    firstName: 'Judit',
    lastName: 'Papp',
    admin: true,
    administrator: false,
    developer: false,
    desk: 'kultura',
    weight: 7,
  },
  {
    email: 'juhasz.nora@newsroom.local',
    firstName: 'Nóra',
    lastName: 'Juhász',
    admin: true,
    administrator: false,
    developer: false,
    desk: 'eletmod',
    weight: 8,
  },
];

export interface CoverTheme {
  label: string;
  /** The category whose articles use this cover (a menu path). */
  menuPath: string;
  colors: readonly [string, string];
}

/** The 24 generated cover images, a few per category. */
export const COVER_THEMES: readonly CoverTheme[] = [
  { label: 'Parlament', menuPath: 'hirek', colors: ['#1d3557', '#457b9d'] },
  { label: 'Városháza', menuPath: 'hirek', colors: ['#264653', '#2a9d8f'] },
  { label: 'Piac', menuPath: 'hirek', colors: ['#6d597a', '#b56576'] },
  { label: 'Tőzsde', menuPath: 'hirek', colors: ['#003049', '#669bbc'] },
  { label: 'Sajtótájékoztató', menuPath: 'hirek', colors: ['#3d405b', '#81b29a'] },
  { label: 'Okostelefon', menuPath: 'tech', colors: ['#0b132b', '#3a506b'] },
  { label: 'Adatközpont', menuPath: 'tech', colors: ['#10002b', '#7b2cbf'] },
  { label: 'Laboratórium', menuPath: 'tech', colors: ['#023e8a', '#48cae4'] },
  { label: 'Űrkutatás', menuPath: 'tech', colors: ['#000814', '#003566'] },
  { label: 'Robot', menuPath: 'tech', colors: ['#2b2d42', '#8d99ae'] },
  { label: 'Stadion', menuPath: 'sport', colors: ['#1b4332', '#52b788'] },
  { label: 'Kézilabda', menuPath: 'sport', colors: ['#9d0208', '#f48c06'] },
  { label: 'Versenypálya', menuPath: 'sport', colors: ['#370617', '#dc2f02'] },
  { label: 'Uszoda', menuPath: 'sport', colors: ['#03045e', '#00b4d8'] },
  { label: 'Edzés', menuPath: 'sport', colors: ['#344e41', '#a3b18a'] },
  { label: 'Színpad', menuPath: 'kultura', colors: ['#3c096c', '#ff6d00'] },
  { label: 'Mozi', menuPath: 'kultura', colors: ['#212529', '#e63946'] },
  { label: 'Koncert', menuPath: 'kultura', colors: ['#240046', '#e0aaff'] },
  { label: 'Könyvtár', menuPath: 'kultura', colors: ['#582f0e', '#b6ad90'] },
  { label: 'Kiállítás', menuPath: 'kultura', colors: ['#22223b', '#c9ada7'] },
  { label: 'Konyha', menuPath: 'eletmod', colors: ['#bc4749', '#f2e8cf'] },
  { label: 'Utazás', menuPath: 'eletmod', colors: ['#0077b6', '#ffd166'] },
  { label: 'Futás', menuPath: 'eletmod', colors: ['#386641', '#f4a261'] },
  { label: 'Kávézó', menuPath: 'eletmod', colors: ['#432818', '#bb9457'] },
];
