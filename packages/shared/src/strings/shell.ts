/** Shell (sidebar, header, profile menu, footer) and route titles, as the product shows them (docs/product.md). */
export const SHELL = {
  productName: 'Newsroom',
  account: 'Fiók adatok',
  changePassword: 'Jelszóváltoztatás',
  logout: 'Kilejentkezés',
  profileMenu: 'Profil menü',
  toggleNavigation: 'Navigáció megnyitása',
  mainNavigation: 'Fő navigáció',
  loading: 'Betöltés...',
  copyright: (year: number) => `© ${year} Newsroom. Minden jog fenntartva.`,
  developerLink: 'Fejlesztő',
  notFoundTitle: 'Az oldal nem található',
  notFoundText: 'A keresett oldal nem létezik. Válasszon a bal oldali menüből!',
  backHome: 'Vissza a kezdőlapra',
  comingSoon: 'Ez a képernyő hamarosan elkészül.',
} as const;

export const TITLES = {
  home: 'Vezérlőpult',
  dashboard: 'Vezérlőpult',
  about: 'Névjegy',
  settings: 'Beállítások',
  posts: 'Cikkek',
  drafts: 'Piszkozatok',
  newPost: 'Új cikk',
  editPost: 'Cikk szerkesztése',
  loadingPost: 'Betöltés szerkesztésre...',
  reportPostType: 'Cikk típus',
  reportPostCount: 'Cikk darabszám',
  campaigns: 'Kampányok',
  banners: 'Bannerek',
  googleAds: 'Google hirdetések',
  polls: 'Voting polls',
  users: 'Felhasználók',
  userData: 'User data',
  myAccount: 'Account data',
  changePassword: 'Password change',
  postVisitors: 'Látogatók',
} as const;

export const ABOUT = {
  lead: 'A Newsroom a hír- és magazinoldalak szerkesztőségének háttérirodája.',
  body: 'Itt készülnek a cikkek és piszkozatok, itt kezelhetők a kategóriák, a hirdetési kampányok, a bannerek és a hirdetési helyek, a felhasználók és a szavazások, és itt láthatók a riportok és a látogatottsági adatok.',
} as const;

export const SETTINGS_PAGE = {
  lead: 'A beállítások képernyője hamarosan elkészül. Az itt megadott értékek nem kerülnek mentésre.',
  tagsLabel: 'Országok',
  tagsPlaceholder: 'Válasszon vagy írjon be egy országot',
  countries: ['Spain', 'France', 'USA', 'Germany', 'China'],
} as const;

export const ANALYTICS = {
  redirecting: 'Átirányítás az Analytics oldalára...',
  missingUrl: 'Az Analytics címe (ANALYTICS_URL) nincs beállítva.',
} as const;
