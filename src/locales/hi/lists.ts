import type { ComponentsJSON } from '@nanostores/i18n';

const files = import.meta.glob<ComponentsJSON>('./lists/*.json', {
  eager: true,
  import: 'default',
});

export default Object.assign({}, ...Object.values(files)) as ComponentsJSON;
