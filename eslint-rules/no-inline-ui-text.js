// Lint rule (issue 15, decision 302): interface text lives in the message catalogues (apps/web/src/locales), not
// inline. Reports JSX text with letters, string literals with letters in JSX children and in text attributes
// (aria-label, title, placeholder, alt, label...), and literal texts given to toast() or useDocumentTitle().
// Names that are never translated (the product name) can be allowed with the `allow` option.

const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
]);
const TOAST_METHODS = new Set(['success', 'error', 'info', 'warning', 'message', 'loading']);
const LETTER = /\p{L}/u;

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Interface text comes from a message catalogue, not inline (decision 302).' },
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      inline: 'Inline UI text "{{text}}": put it in apps/web/src/locales/en/*.json (and he) and use t().',
    },
  },
  create(context) {
    const allow = new Set(context.options[0]?.allow ?? []);
    const isText = (value) => {
      const text = String(value).trim();
      return text !== '' && LETTER.test(text) && !allow.has(text);
    };
    const literalText = (node) => {
      if (!node) return null;
      if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
      if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked).join(' ');
      return null;
    };
    /** The string literals an expression can evaluate to: itself, or the branches of `a ? 'x' : 'y'` / `a && 'x'`. */
    const literals = (node) => {
      if (!node) return [];
      if (node.type === 'ConditionalExpression')
        return [...literals(node.consequent), ...literals(node.alternate)];
      if (node.type === 'LogicalExpression') return literals(node.right);
      const text = literalText(node);
      return text == null ? [] : [[node, text]];
    };
    const report = (node, text) =>
      context.report({ node, messageId: 'inline', data: { text: String(text).trim().slice(0, 40) } });

    return {
      JSXText(node) {
        if (isText(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent?.type !== 'JSXElement' && node.parent?.type !== 'JSXFragment') return;
        for (const [literal, text] of literals(node.expression)) if (isText(text)) report(literal, text);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !TEXT_ATTRIBUTES.has(name) || !node.value) return;
        const text =
          node.value.type === 'JSXExpressionContainer'
            ? literalText(node.value.expression)
            : literalText(node.value);
        if (text != null && isText(text)) report(node, text);
      },
      CallExpression(node) {
        const callee = node.callee;
        const isToast =
          (callee.type === 'Identifier' && callee.name === 'toast') ||
          (callee.type === 'MemberExpression' &&
            callee.object.type === 'Identifier' &&
            callee.object.name === 'toast' &&
            callee.property.type === 'Identifier' &&
            TOAST_METHODS.has(callee.property.name));
        const isTitle = callee.type === 'Identifier' && callee.name === 'useDocumentTitle';
        if (!isToast && !isTitle) return;
        for (const [literal, text] of literals(node.arguments[0])) if (isText(text)) report(literal, text);
      },
    };
  },
};
