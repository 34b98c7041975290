// Help-centre articles of the demo merchant (English, web). Each topic has a few child
// articles; one draft is stored hidden to show that only displayed articles are served.

export interface ArticleSeed {
  title: string;
  html: string;
  bgColor?: string;
  display?: boolean;
  children?: ArticleSeed[];
}

const p = (...paragraphs: string[]): string => paragraphs.map((t) => `<p>${t}</p>`).join('');

export const DEMO_HELP: Record<string, ArticleSeed> = {
  term: {
    title: 'Terms and conditions',
    bgColor: '#1f2937',
    html: p(
      'These terms govern your use of Royal Demo. By opening an account you accept them in full.',
      'We may update the terms from time to time; the version published here always applies.',
    ),
    children: [
      {
        title: 'Eligibility',
        html: p(
          'You must be at least 18 years old, or the age of majority where you live if that is higher, to open an account or play any game.',
          'We may ask for proof of age and identity at any time and suspend accounts until it is provided.',
        ),
      },
      {
        title: 'One account per person',
        html: p(
          'Each person may hold one account. Duplicate accounts are closed and their promotions cancelled.',
        ),
      },
      {
        title: 'Responsible gaming',
        html: p(
          'Play for entertainment, never to recover losses. You can set deposit limits or exclude yourself from the member centre.',
        ),
      },
    ],
  },
  aboutus: {
    title: 'About us',
    html: p('Royal Demo is a demonstration site of the platform, run with play money only.'),
    children: [
      {
        title: 'Our story',
        html: p(
          'The site shows what an operator gets out of the box: a lobby, a wallet, promotions and an agent console.',
        ),
      },
      {
        title: 'Contact',
        html: p('Write to support@royal-demo.test or reach us on Telegram, around the clock.'),
      },
    ],
  },
  deposit: {
    title: 'Deposits',
    html: p('Top up your wallet from the member centre in a few steps.'),
    children: [
      {
        title: 'How to deposit',
        html: p(
          'Open the wallet, choose Deposit, pick a method and enter the amount.',
          'The balance is credited as soon as the payment is confirmed.',
        ),
      },
      {
        title: 'Deposit limits',
        html: p('The minimum deposit is $10. Limits per method are shown before you confirm.'),
      },
    ],
  },
  withdraw: {
    title: 'Withdrawals',
    html: p('Withdraw your winnings to a verified bank card.'),
    children: [
      {
        title: 'How to withdraw',
        html: p(
          'Add a bank card in the member centre, then choose Withdraw and enter your payment password.',
        ),
      },
      {
        title: 'Processing times',
        html: p(
          'Most withdrawals are processed within 30 minutes; the first one may take up to 24 hours.',
        ),
      },
    ],
  },
  game: {
    title: 'Games',
    html: p('Slots, live casino, sports and lottery from the built-in demo vendor.'),
    children: [
      {
        title: 'Game rules',
        html: p('Every game shows its rules and return to player from the information button.'),
      },
      {
        title: 'Interrupted rounds',
        html: p(
          'If your connection drops, the round completes on the server and the result is credited to your wallet.',
        ),
      },
    ],
  },
  faqs: {
    title: 'Frequently asked questions',
    html: p('Answers to the questions we hear most often.'),
    children: [
      {
        title: 'I forgot my password',
        html: p(
          'Use Forgot password on the login form; a code is sent to your e-mail or mobile number.',
        ),
      },
      {
        title: 'Why was my account locked?',
        html: p(
          'Too many wrong passwords lock the account for a while. Contact support if it stays locked.',
        ),
      },
      {
        title: 'Draft: upcoming features',
        display: false,
        html: p('Not published yet.'),
      },
    ],
  },
  privacy: {
    title: 'Privacy policy',
    html: p('We collect only what we need to run your account and keep it safe.'),
    children: [
      {
        title: 'Data we keep',
        html: p(
          'Your account details, transactions and login history, kept for as long as the law requires.',
        ),
      },
      {
        title: 'Cookies',
        html: p(
          'We use strictly necessary cookies, for example to bind a captcha to your browser.',
        ),
      },
    ],
  },
};
