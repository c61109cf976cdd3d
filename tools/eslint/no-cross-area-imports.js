// ESLint rule: an area (apps/web/src/features/<area>, apps/server/src/modules/<area>) may not reach into
// another area's files. Shared pieces live outside the areas (web: src/components, src/lib, src/api;
// server: src/platform) or are imported through the other area's index file.
import path from 'node:path';

const AREA_ROOTS = [
  path.join('apps', 'web', 'src', 'features'),
  path.join('apps', 'server', 'src', 'modules'),
];

function areaOf(file) {
  for (const root of AREA_ROOTS) {
    const index = file.indexOf(`${root}${path.sep}`);
    if (index === -1) continue;
    const rest = file.slice(index + root.length + 1).split(path.sep);
    return { root: file.slice(0, index + root.length), area: rest[0], depth: rest.length };
  }
  return undefined;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: "forbid importing another area's internals" },
    messages: {
      crossArea:
        "'{{from}}' must not import the internals of area '{{to}}' ({{source}}). Import its index, or move the shared piece out of the areas.",
    },
    schema: [],
  },
  create(context) {
    const filename = context.filename ?? context.getFilename();
    const here = areaOf(filename);
    if (!here) return {};
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const target = path.resolve(path.dirname(filename), source);
        const there = areaOf(target);
        if (!there || there.area === here.area) return;
        // `../other-area` or `../other-area/index` is the area's public face; anything deeper is internal.
        const isIndex = there.depth === 1 || (there.depth === 2 && /[\\/]index(\.tsx?)?$/.test(target));
        if (!isIndex) context.report({ node, messageId: 'crossArea', data: { from: here.area, to: there.area, source } });
      },
    };
  },
};
