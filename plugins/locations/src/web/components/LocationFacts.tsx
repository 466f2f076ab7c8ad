import { FactList } from '@portal/ui';
import { useTranslation } from '@portal/core';
import type { ContentItem } from '../../contract/locations';

/** The facts of one use place as the kit's fact list, so each value is read with its label. */
export function LocationFacts({ item, showCompany }: { readonly item: ContentItem; readonly showCompany: boolean }) {
  const { t } = useTranslation('locations');
  const { location } = item;
  return (
    <FactList
      facts={[
        location.displayName !== null && location.displayName !== location.name && { term: t('item.officialName'), value: location.name },
        { term: t('item.address'), value: location.address },
        { term: t('item.utilityType'), value: t(`utilityType.${item.utilityType}`) },
        {
          term: t('item.contractType'),
          value: item.contentType === 'CREATE_CONTRACT' ? t('item.noContract') : t(`contractType.${item.contractType}`),
        },
        item.meteringPointId && { term: t('item.meteringPointId'), value: item.meteringPointId },
        showCompany && item.companyName && { term: t('item.company'), value: item.companyName },
        item.labels.length > 0 && { term: t('item.labels'), value: item.labels.join(', ') },
      ]}
    />
  );
}
