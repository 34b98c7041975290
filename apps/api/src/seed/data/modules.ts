// The white-label module tree of the demo merchant: every module of the upstream
// catalogue and the site flags of the product spec, all on except Geetest (the image
// captcha is the human check instead).

interface ModuleSeed {
  modId: string;
  enabled?: boolean;
  children?: ModuleSeed[];
}

const TREE: ModuleSeed[] = [
  { modId: 'COMM3' },
  { modId: 'REG3', children: [{ modId: 'USERNAMEREG3' }] },
  { modId: 'MOBILENUMREG3', children: [{ modId: 'MOBILENUMPASSREG3' }, { modId: 'REGMOBVERF3' }] },
  { modId: 'MOBILEVERCODELOGIN3' },
  // This product's own switch: the country dialling-code picker beside mobile numbers.
  { modId: 'LOGINCOUNTRYCODE3' },
  { modId: 'VERIFICATION3' },
  { modId: 'LOGINIPVERF3' },
  { modId: 'PWDEXPFORCECHANGE3' },
  { modId: 'PASS3', children: [{ modId: 'CHNGPASSVERIF3' }, { modId: 'PWRESETSMS3' }] },
  { modId: 'CAPTCHA3' },
  { modId: 'GEETEST3', enabled: false },
  { modId: 'FREEPLAY3' },
  { modId: 'AGENTPOLICY3' },
  { modId: 'PROFPIC3' },
  { modId: 'AFFMAN3' },
  { modId: 'FUNDTRANS3' },
  {
    modId: 'GAMELO3',
    children: [{ modId: 'GAMELOHOT3' }, { modId: 'GAMELOFAV3' }, { modId: 'GAMELOREC3' }],
  },
  { modId: 'AGEANNOUNCE3' },
  {
    modId: 'SIGNCONDIV3',
    children: [{ modId: 'DAILYSALCONT3' }, { modId: 'HOURSAL3' }, { modId: 'RTSALARY3' }],
  },
  { modId: 'REWCEN3' },
  { modId: 'PTSYS3' },
  { modId: 'MANUALREBATE3' },
  { modId: 'PLAYERRANK3' },
  { modId: 'MEMTRANS3' },
  { modId: 'INBOX3' },
  { modId: 'FEEDBACK3' },
  { modId: 'CBS3' },
  { modId: 'DEPOSIT3' },
  { modId: 'WITHDRAW3' },
];

export interface ModuleRow {
  modId: string;
  parentModId: string | null;
  enabled: boolean;
  sort: number;
}

/** The tree flattened into rows with parent links, in display order. */
export function demoModuleRows(): ModuleRow[] {
  const rows: ModuleRow[] = [];
  const walk = (nodes: ModuleSeed[], parent: string | null) => {
    for (const node of nodes) {
      rows.push({
        modId: node.modId,
        parentModId: parent,
        enabled: node.enabled ?? true,
        sort: rows.length,
      });
      walk(node.children ?? [], node.modId);
    }
  };
  walk(TREE, null);
  return rows;
}
