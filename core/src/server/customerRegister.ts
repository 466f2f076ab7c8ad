import type { FastifyRequest } from 'fastify';
import type { CompanyCode } from '../permissions/permissionKeys';
import type { Queryable } from './database';

/** A row of the host's customer register (table customers): who holds a customer code. */
export interface CustomerRecord {
  readonly company: CompanyCode;
  readonly customerCode: string;
  readonly customerType: 'B2C' | 'B2B';
  readonly holderName: string;
  readonly businessId: string | null;
  readonly businessName: string | null;
}

/** A customer code newly tied to a user, with the use places they now see as owner. */
export interface LinkedCustomership {
  readonly company: CompanyCode;
  readonly customerCode: string;
  readonly customerType: 'B2C' | 'B2B';
  readonly places: number;
}

/**
 * The host's customer register and customerships (tables customers, customerships, location_access),
 * lent to the account plugin's registration as a service (customerRegisterServiceRef, ./accountServices.ts). The same code serves
 * customershipsServiceRef and userAccountsServiceRef's refreshMappings, so there is one way to become
 * a customer in the portal.
 */
export interface CustomerRegister {
  /** Every customer code the person with this person-id digest holds, at any company. */
  customersOfPerson(db: Queryable, personIdDigest: string): Promise<CustomerRecord[]>;
  /**
   * Ties the customers to the user (customerships rows, owner grants on their places); answers the
   * ones that were new. Throws ApiError ACCOUNT_ALREADY_EXISTS when another login holds one of them.
   */
  link(tx: Queryable, userId: string, customers: readonly CustomerRecord[]): Promise<LinkedCustomership[]>;
  /**
   * SPEC's invoice proof (customer number + the reference of one of its invoices of the last 12 months)
   * with its hourly lock-out and audit entries; throws ApiError TOO_MANY_REQUESTS or INVALID_CODE.
   */
  proveByInvoice(
    request: FastifyRequest,
    userId: string,
    input: { readonly company: CompanyCode; readonly customerNumber: string; readonly invoiceReference: string },
  ): Promise<CustomerRecord>;
}

/** The OpenID Connect provider of strong identification (env STRONG_AUTH_*, docs/registration.md). */
export interface StrongAuthSettings {
  /** Issuer URL; discovery is read from `${issuer}/.well-known/openid-configuration`. */
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The portal page the provider returns to (the web's identification page), registered with the provider. */
  readonly redirectUri: string;
  readonly scope: string;
  /** ID token claim holding the personal identity code (providers differ: hetu, nin, ...). */
  readonly personIdClaim: string;
  /** How the server reaches the provider; tests route it into the same server. Default: global fetch. */
  readonly fetch?: typeof fetch;
}
