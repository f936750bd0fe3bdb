// The list's filter panel, on the list context: it shows the list's filters and applies new ones.
import { FilterPanel } from '@/components/resource-kit/filters/filter-panel';
import { useListContext } from '@/components/resource-kit/list/list-context';

export function ListFilters() {
  const { definition, text, filters, applyFilters } = useListContext();
  if (!definition.filters?.length) return null;
  return <FilterPanel definition={definition} text={text} filters={filters} onApply={applyFilters} />;
}
