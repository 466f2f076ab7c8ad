import styled from 'styled-components';
import type { PortalTheme } from '@portal/core';

const Name = styled.span`
  font-weight: 700;
  font-size: 1.25rem;
`;

/** The image when the company has one (its text is the alt text), else the name in the brand font. */
export function CompanyLogo({ logo }: { logo: PortalTheme['logo'] }) {
  if (logo.svgUrl) return <img src={logo.svgUrl} alt={logo.text} height={32} />;
  return <Name>{logo.text}</Name>;
}
