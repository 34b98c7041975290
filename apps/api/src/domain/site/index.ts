// The public surface of domain/site: what the rest of the server may use.
export { listCountries } from './countries';
export { isModuleOn, isModuleSwitchedOff, moduleSwitchedOffNow, requireModule } from './modules';
export { loadRegisterRules, type RegisterValidators } from './register-rules';
export { type CountryLookup, countryDatabase } from './ip-country';
export { computeSystemStatus } from './status';
export { loadWhitelabelTree } from './whitelabel';
