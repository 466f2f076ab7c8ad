import { themeColor, useFormatters, useTranslation } from '@portal/core';
import styled from 'styled-components';
import type { DhLimits, DhQualityClass } from '../../../contract';

const Scale = styled.ol`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: 2px;
  list-style: none;
  padding: 0;
  margin: 0.25rem 0;
  font-size: 0.85rem;
  li {
    padding: 0.35rem 0.4rem;
    background: ${themeColor('surface')};
    border-top: 4px solid ${themeColor('mutedText')};
  }
  li[aria-current='true'] {
    border: 3px solid ${themeColor('primary')};
    font-weight: 700;
  }
`;

/**
 * requirements §3 class limits of one measure for the place's building type, best class first, with the
 * place's own class marked (aria-current and a border, not colour alone).
 */
export function ClassLimitScale({
  title,
  limits,
  current,
}: {
  readonly title: string;
  readonly limits: DhLimits;
  readonly current: DhQualityClass | null;
}) {
  const { t } = useTranslation('consumption');
  const format = useFormatters();
  const celsius = (v: number) => format.number(v, 0);
  return (
    <figure>
      <figcaption>{title}</figcaption>
      <Scale>
        {limits.classes.map((limit) => (
          <li key={limit.class} aria-current={limit.class === current ? 'true' : undefined}>
            <div>{t(`dhClass.${limit.class}`)}</div>
            <div>
              {limit.minCelsius === null && limit.maxCelsius !== null
                ? t('districtHeating.limitBelow', { max: celsius(limit.maxCelsius) })
                : limit.maxCelsius === null && limit.minCelsius !== null
                  ? t('districtHeating.limitAbove', { min: celsius(limit.minCelsius) })
                  : t('districtHeating.limitRange', { min: celsius(limit.minCelsius ?? 0), max: celsius(limit.maxCelsius ?? 0) })}
            </div>
          </li>
        ))}
      </Scale>
    </figure>
  );
}
