// Right-to-left layouts need logical CSS: margins, paddings, positions, borders, corners and
// text alignment by start/end, never left/right (AR, FA and UR flip the page).
// - CSS files: @eslint/css's prefer-logical-properties, limited to the horizontal properties
//   and values (top, width, overflow-y ... are fine: only left/right flip).
// - TSX/TS: Tailwind classes in className, class-joining calls and class-name constants
//   (ml-2, pr-4, left-0, text-right, border-l, rounded-r-lg ...; one under an `ltr:`/`rtl:`
//   variant is deliberate) and inline style keys (marginLeft, paddingRight, left,
//   textAlign: 'right' ...).
import css from '@eslint/css';

/** Properties @eslint/css would also flag that do not depend on the writing direction. */
const VERTICAL_AND_SIZES = [
  'top',
  'bottom',
  'width',
  'height',
  'min-width',
  'max-width',
  'min-height',
  'max-height',
  'margin-top',
  'margin-bottom',
  'padding-top',
  'padding-bottom',
  'border-top',
  'border-top-color',
  'border-top-style',
  'border-top-width',
  'border-bottom',
  'border-bottom-color',
  'border-bottom-style',
  'border-bottom-width',
  'scroll-margin-top',
  'scroll-margin-bottom',
  'scroll-padding-top',
  'scroll-padding-bottom',
  'overflow-x',
  'overflow-y',
  'overscroll-behavior-x',
  'overscroll-behavior-y',
  'contain-intrinsic-width',
  'contain-intrinsic-height',
];
const VIEWPORT_UNITS = ['vw', 'vh', 'svw', 'svh', 'lvw', 'lvh', 'dvw', 'dvh', 'cqw', 'cqh'];

const SIDE = '(?:l|r|tl|tr|bl|br)';
/** A Tailwind class (variants and `!`/`-` prefixes allowed) that names a physical side. */
const PHYSICAL_CLASS = new RegExp(
  '^(?:[\\w-]+(?:\\[[^\\]]*\\])?:)*!?-?(?:' +
    [
      `(?:m|p|scroll-m|scroll-p)[lr]-\\S+`,
      `(?:left|right)-(?:[\\d./]+|px|full|auto|\\[\\S*\\]|\\(\\S*\\))`,
      `border-[lr](?:-\\S+)?`,
      `rounded-${SIDE}(?:-\\S+)?`,
      `(?:text|float|clear)-(?:left|right)`,
    ].join('|') +
    ')$',
);
const PHYSICAL_STYLE = new Set([
  'marginLeft',
  'marginRight',
  'paddingLeft',
  'paddingRight',
  'left',
  'right',
  'borderLeft',
  'borderRight',
  'borderLeftWidth',
  'borderRightWidth',
  'borderLeftColor',
  'borderRightColor',
  'borderTopLeftRadius',
  'borderTopRightRadius',
  'borderBottomLeftRadius',
  'borderBottomRightRadius',
  'scrollMarginLeft',
  'scrollMarginRight',
  'scrollPaddingLeft',
  'scrollPaddingRight',
]);
const CLASS_CALLS = new Set(['cn', 'clsx', 'cx', 'classNames', 'twMerge', 'cva', 'tv']);

/** Classes under an `ltr:` or `rtl:` variant already say which direction they are for. */
const DIRECTION_VARIANT = /(?:^|:)(?:ltr|rtl):/;
const physicalClasses = (text) =>
  text.split(/\s+/).filter((c) => PHYSICAL_CLASS.test(c) && !DIRECTION_VARIANT.test(c));

/** Whether a string literal sits where class names go. */
function inClassContext(node) {
  for (let n = node.parent; n; n = n.parent) {
    if (n.type === 'JSXAttribute') return /^(className|class)$/.test(n.name?.name ?? '');
    if (n.type === 'CallExpression' && n.callee.type === 'Identifier')
      return CLASS_CALLS.has(n.callee.name);
    if (n.type === 'VariableDeclarator' && n.id.type === 'Identifier')
      return /class(Name)?e?s?$/i.test(n.id.name);
    if (n.type === 'Property' && n.key?.type === 'Identifier' && /className$/i.test(n.key.name))
      return true;
    if (/Statement|Declaration$|Function/.test(n.type)) return false;
  }
  return false;
}

/** Whether an object expression is a JSX `style={{...}}` value. */
function isStyleObject(node) {
  const container = node.parent;
  const attribute = container?.type === 'JSXExpressionContainer' ? container.parent : null;
  return attribute?.type === 'JSXAttribute' && attribute.name?.name === 'style';
}

const noPhysicalClasses = {
  meta: {
    type: 'problem',
    docs: { description: 'Logical (start/end) Tailwind classes and inline styles for RTL' },
    messages: {
      klass:
        '"{{name}}" names a physical side: use the logical class (ms-/me-, ps-/pe-, start-/end-, text-start/end, border-s/e, rounded-s/e) so right-to-left layouts flip.',
      style:
        'style.{{name}} names a physical side: use the logical property (marginInlineStart, paddingInlineEnd, insetInlineStart, textAlign: "start" ...).',
    },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      if (!inClassContext(node)) return;
      for (const name of physicalClasses(text))
        context.report({ node, messageId: 'klass', data: { name } });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateElement(node) {
        check(node.parent, node.value.cooked ?? '');
      },
      ObjectExpression(node) {
        if (!isStyleObject(node)) return;
        for (const property of node.properties) {
          if (property.type !== 'Property') continue;
          const key =
            property.key.type === 'Identifier' ? property.key.name : String(property.key.value);
          const value = property.value.type === 'Literal' ? property.value.value : undefined;
          if (
            PHYSICAL_STYLE.has(key) ||
            ((key === 'textAlign' || key === 'float') && (value === 'left' || value === 'right'))
          ) {
            context.report({ node: property, messageId: 'style', data: { name: key } });
          }
        }
      },
    };
  },
};

const SCRIPT_FILES = ['**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}'];

/**
 * Limits configs written for JavaScript (no `files` of their own) to script files, so their
 * rules never run on CSS; a config holding only `ignores` stays global.
 */
export function forScripts(configs) {
  return configs.map((config) =>
    config.files || (config.ignores && Object.keys(config).length === 1)
      ? config
      : { ...config, files: SCRIPT_FILES },
  );
}

const logicalCssPlugin = { rules: { 'no-physical-classes': noPhysicalClasses } };

/** The configs: CSS files through @eslint/css, TS/TSX through the class and style rule. */
export default [
  {
    files: ['**/*.css'],
    plugins: { css },
    language: 'css/css',
    languageOptions: { tolerant: true },
    rules: {
      'css/prefer-logical-properties': [
        'error',
        { allowProperties: VERTICAL_AND_SIZES, allowUnits: VIEWPORT_UNITS },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'e2e/**'],
    plugins: { 'logical-css': logicalCssPlugin },
    rules: { 'logical-css/no-physical-classes': 'error' },
  },
];
