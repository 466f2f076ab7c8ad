// The invoices plugin's wire contract, shared by the web and the server.
export { INVOICE_API } from './contract/paths';
export * from './contract/invoice';
export * from './contract/einvoicing';
export * from './contract/dueDate';
export * from './contract/flags';
