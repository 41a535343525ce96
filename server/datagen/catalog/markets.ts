/** Markets (one currency each), operating units and sites of the demo operator. */
export interface Market {
  currency: string;
  name: string;
  /** Units of the currency per USD around which the daily rate drifts. */
  perUsd: number;
  /** Deposits are round multiples of this many units. */
  roundTo: number;
  phonePrefix: string;
  phoneDigits: number;
  firstNames: readonly string[];
  lastNames: readonly string[];
  /** Family name first (Vietnamese order). */
  familyFirst?: boolean;
  mailDomains: readonly string[];
}

export const MARKETS: readonly Market[] = [
  {
    currency: 'THB', name: 'Thailand', perUsd: 35.5, roundTo: 10, phonePrefix: '+668', phoneDigits: 8,
    firstNames: ['Somchai', 'Somsak', 'Sompong', 'Anan', 'Wichai', 'Kittisak', 'Nattapong', 'Siriporn', 'Malee', 'Pranee', 'Kanya', 'Wanida', 'Chaiya', 'Thanakorn', 'Apinya', 'Suda'],
    lastNames: ['Saetang', 'Srisuk', 'Wongsawat', 'Chaiyaporn', 'Rattanakul', 'Phrommin', 'Boonmee', 'Suwannarat', 'Kaewkla', 'Thongdee'],
    mailDomains: ['gmail.com', 'gmail.com', 'hotmail.com', 'yahoo.co.th'],
  },
  {
    currency: 'VND', name: 'Vietnam', perUsd: 25300, roundTo: 10000, phonePrefix: '+849', phoneDigits: 8, familyFirst: true,
    firstNames: ['Van An', 'Thi Lan', 'Minh Tuan', 'Thi Hoa', 'Quoc Bao', 'Duc Anh', 'Thi Mai', 'Van Hung', 'Hoang Nam', 'Ngoc Anh', 'Thanh Huong', 'Gia Huy'],
    lastNames: ['Nguyen', 'Tran', 'Le', 'Pham', 'Hoang', 'Vu', 'Dang', 'Bui', 'Do', 'Ngo'],
    mailDomains: ['gmail.com', 'gmail.com', 'yahoo.com.vn', 'outlook.com'],
  },
  {
    currency: 'IDR', name: 'Indonesia', perUsd: 15900, roundTo: 10000, phonePrefix: '+628', phoneDigits: 10,
    firstNames: ['Budi', 'Siti', 'Agus', 'Dewi', 'Eko', 'Sri', 'Rudi', 'Ayu', 'Andi', 'Putri', 'Wahyu', 'Indah'],
    lastNames: ['Santoso', 'Rahayu', 'Setiawan', 'Lestari', 'Prasetyo', 'Wahyuni', 'Hartono', 'Kurniawan', 'Saputra', 'Hidayat'],
    mailDomains: ['gmail.com', 'gmail.com', 'yahoo.co.id', 'ymail.com'],
  },
  {
    currency: 'MYR', name: 'Malaysia', perUsd: 4.6, roundTo: 5, phonePrefix: '+601', phoneDigits: 8,
    firstNames: ['Ahmad', 'Muhammad', 'Hafiz', 'Amir', 'Nurul', 'Siti', 'Farah', 'Aisyah', 'Wei Jie', 'Mei Ling', 'Kumar', 'Priya'],
    lastNames: ['Ismail', 'Abdullah', 'Rahman', 'Hassan', 'Tan', 'Lim', 'Wong', 'Lee', 'Rajan', 'Osman'],
    mailDomains: ['gmail.com', 'gmail.com', 'yahoo.com', 'hotmail.com'],
  },
  {
    currency: 'PHP', name: 'Philippines', perUsd: 57.2, roundTo: 50, phonePrefix: '+639', phoneDigits: 9,
    firstNames: ['Juan', 'Jose', 'Mark', 'John Paul', 'Maria', 'Ana', 'Kristine', 'Angelica', 'Rodel', 'Jerome', 'Mary Joy', 'Ramon'],
    lastNames: ['Dela Cruz', 'Santos', 'Reyes', 'Garcia', 'Mendoza', 'Bautista', 'Ramos', 'Aquino', 'Villanueva', 'Castillo'],
    mailDomains: ['gmail.com', 'gmail.com', 'yahoo.com', 'outlook.com'],
  },
  {
    currency: 'BRL', name: 'Brazil', perUsd: 5.4, roundTo: 5, phonePrefix: '+55119', phoneDigits: 8,
    firstNames: ['João', 'Maria', 'José', 'Ana', 'Pedro', 'Lucas', 'Gabriel', 'Juliana', 'Mariana', 'Rafael', 'Fernanda', 'Bruno'],
    lastNames: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes'],
    mailDomains: ['gmail.com', 'gmail.com', 'hotmail.com', 'uol.com.br'],
  },
  {
    currency: 'INR', name: 'India', perUsd: 83.5, roundTo: 100, phonePrefix: '+919', phoneDigits: 9,
    firstNames: ['Rahul', 'Amit', 'Priya', 'Sunita', 'Vikram', 'Anjali', 'Rohit', 'Neha', 'Arjun', 'Pooja', 'Sanjay', 'Kavita'],
    lastNames: ['Sharma', 'Verma', 'Patel', 'Singh', 'Kumar', 'Gupta', 'Reddy', 'Nair', 'Iyer', 'Das'],
    mailDomains: ['gmail.com', 'gmail.com', 'rediffmail.com', 'yahoo.in'],
  },
];

export const CMS = [
  { id: 1, name: 'Siam Entertainment' },
  { id: 2, name: 'Mekong Holdings' },
  { id: 3, name: 'Archipelago Gaming' },
  { id: 4, name: 'Samba & Spice Ventures' },
] as const;

export interface Site {
  id: number;
  name: string;
  group: string;
  currency: string;
  cms: number;
  /** Months after the start of history the site opened. */
  launchMonth: number;
  /** Relative size of its member base. */
  weight: number;
  agents: number;
  domains: readonly string[];
}

export const SITES: readonly Site[] = [
  { id: 1, name: 'LuckyThai88', group: 'Flagship', currency: 'THB', cms: 1, launchMonth: 0, weight: 1.6, agents: 10, domains: ['luckythai88.com', 'www.luckythai88.com', 'm.luckythai88.com', 'lt88.bet'] },
  { id: 2, name: 'SiamSlot', group: 'Growth', currency: 'THB', cms: 1, launchMonth: 0, weight: 0.9, agents: 6, domains: ['siamslot.com', 'www.siamslot.com', 'siamslot.vip'] },
  { id: 3, name: 'VinaWin', group: 'Flagship', currency: 'VND', cms: 2, launchMonth: 0, weight: 1.4, agents: 9, domains: ['vinawin.com', 'www.vinawin.com', 'vinawin.vn', 'm.vinawin.com'] },
  { id: 4, name: 'SaigonBet', group: 'Growth', currency: 'VND', cms: 2, launchMonth: 3, weight: 0.8, agents: 6, domains: ['saigonbet.com', 'www.saigonbet.com'] },
  { id: 5, name: 'KLRoyal', group: 'Growth', currency: 'MYR', cms: 2, launchMonth: 0, weight: 0.6, agents: 5, domains: ['klroyal.com', 'www.klroyal.com', 'klroyal.my'] },
  { id: 6, name: 'GarudaPlay', group: 'Flagship', currency: 'IDR', cms: 3, launchMonth: 0, weight: 1.3, agents: 8, domains: ['garudaplay.com', 'www.garudaplay.com', 'garuda.games'] },
  { id: 7, name: 'JakartaJP', group: 'Challenger', currency: 'IDR', cms: 3, launchMonth: 9, weight: 0.7, agents: 5, domains: ['jakartajp.com', 'www.jakartajp.com'] },
  { id: 8, name: 'ManilaStar', group: 'Flagship', currency: 'PHP', cms: 3, launchMonth: 0, weight: 1.0, agents: 7, domains: ['manilastar.ph', 'www.manilastar.ph', 'm.manilastar.ph'] },
  { id: 9, name: 'PinoyPanalo', group: 'Challenger', currency: 'PHP', cms: 3, launchMonth: 14, weight: 0.5, agents: 4, domains: ['pinoypanalo.com', 'www.pinoypanalo.com'] },
  { id: 10, name: 'SambaBet', group: 'Growth', currency: 'BRL', cms: 4, launchMonth: 2, weight: 1.1, agents: 7, domains: ['sambabet.com.br', 'www.sambabet.com.br', 'sambabet.bet'] },
  { id: 11, name: 'DesiJackpot', group: 'Growth', currency: 'INR', cms: 4, launchMonth: 0, weight: 1.2, agents: 8, domains: ['desijackpot.in', 'www.desijackpot.in', 'dj.games'] },
  { id: 12, name: 'MumbaiRoyale', group: 'Challenger', currency: 'INR', cms: 4, launchMonth: 18, weight: 0.6, agents: 4, domains: ['mumbairoyale.com', 'www.mumbairoyale.com'] },
];
