/** Guest-visible text comes from the catalogues (English and German), never from JSX text. */
export const noJsxLiterals = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow literal text between JSX tags; use a translation.' },
    schema: [],
    messages: { literal: 'Literal text "{{text}}" in JSX: put it in the package catalogue and use t().' },
  },
  create(context) {
    return {
      JSXText(node) {
        const text = node.value.trim();
        // Punctuation and symbols alone (separators, bullets) are layout, not language.
        if (text && /\p{L}/u.test(text)) context.report({ node, messageId: 'literal', data: { text: text.slice(0, 40) } });
      },
    };
  },
};
