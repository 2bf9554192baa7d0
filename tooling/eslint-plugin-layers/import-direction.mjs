import fs from 'node:fs';
import path from 'node:path';
import { allowedSubpaths, APP_RANK, layerRanks, SCOPE, TOOLING_RANK } from './layers.mjs';

/** Which workspace unit a file belongs to, from its path inside the repo. */
export function unitOfFile(filename) {
  const parts = filename.split(path.sep).join('/').split('/');
  for (let i = parts.length - 3; i >= 0; i -= 1) {
    const [area, name] = [parts[i], parts[i + 1]];
    if (area === 'packages' && name in layerRanks) return { area, name, rank: layerRanks[name], root: parts.slice(0, i + 2).join('/') };
    if (area === 'apps') return { area, name, rank: APP_RANK, root: parts.slice(0, i + 2).join('/') };
    if (area === 'tooling') return { area, name, rank: TOOLING_RANK, root: parts.slice(0, i + 2).join('/') };
  }
  return undefined;
}

function rankOfPackage(name) {
  if (name in layerRanks) return layerRanks[name];
  return TOOLING_RANK;
}

const manifests = new Map();

/** The dependency names a unit declares, or undefined when it has no package.json (fixtures). */
function declaredDependencies(root) {
  if (!manifests.has(root)) {
    let names;
    try {
      const manifest = JSON.parse(fs.readFileSync(`${root}/package.json`, 'utf8'));
      names = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);
    } catch {
      names = undefined;
    }
    manifests.set(root, names);
  }
  return manifests.get(root);
}

/** Tests, stories and build configs may use developer tooling (the demo hub) that shipped code may not. */
function isDeveloperFile(filename) {
  return /\.(test|stories|config)\.[cm]?[jt]sx?$/.test(filename) || /[\\/]src[\\/]test[\\/]/.test(filename);
}

export const importDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports point down the layers of DESIGN.md §1 and cross package borders only by bare package name.' },
    schema: [],
    messages: {
      upward: '"{{from}}" (layer {{fromRank}}) may not import "{{to}}" (layer {{toRank}}): imports point down only.',
      sibling: '"{{from}}" may not import "{{to}}": packages of the same layer never import each other; move what they share down a layer.',
      deep: 'Import "{{source}}" reaches inside a package; import the bare package name "{{bare}}" instead.',
      relative: 'Relative import "{{source}}" leaves the package "{{from}}"; import the other package by its name.',
      undeclared: '"{{to}}" is imported but not declared in {{from}}/package.json; add it as "workspace:*" so the build graph is true.',
      tooling: '"{{from}}" may import developer tooling "{{to}}" only from tests and stories.',
      react: 'hub-client knows nothing of React; "{{source}}" is not allowed here.',
    },
  },
  create(context) {
    const filename = context.filename ?? context.getFilename();
    const unit = unitOfFile(filename);
    if (!unit) return {};

    function check(node, source) {
      if (typeof source !== 'string') return;
      if (unit.name === 'hub-client' && /^react(-dom)?(\/|$)/.test(source)) {
        context.report({ node, messageId: 'react', data: { source } });
        return;
      }
      if (source.startsWith('.')) {
        const target = path.resolve(path.dirname(filename), source).split(path.sep).join('/');
        if (!target.startsWith(`${unit.root}/`) && target !== unit.root) {
          context.report({ node, messageId: 'relative', data: { source, from: unit.name } });
        }
        return;
      }
      if (!source.startsWith(SCOPE)) return;
      const [name, ...rest] = source.slice(SCOPE.length).split('/');
      const bare = `${SCOPE}${name}`;
      if (rest.length > 0 && !allowedSubpaths.has(source)) {
        context.report({ node, messageId: 'deep', data: { source, bare } });
        return;
      }
      const declared = declaredDependencies(unit.root);
      if (declared && name !== unit.name && !declared.has(bare)) {
        context.report({ node, messageId: 'undeclared', data: { from: unit.name, to: bare } });
        return;
      }
      if (unit.area === 'tooling') return;
      const toRank = rankOfPackage(name);
      if (toRank === TOOLING_RANK) {
        if (!isDeveloperFile(filename)) context.report({ node, messageId: 'tooling', data: { from: unit.name, to: bare } });
        return;
      }
      if (name === unit.name && unit.area === 'packages') return;
      const data = { from: unit.name, to: bare, fromRank: unit.rank, toRank };
      if (toRank === unit.rank) context.report({ node, messageId: 'sibling', data });
      else if (toRank > unit.rank) context.report({ node, messageId: 'upward', data });
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
