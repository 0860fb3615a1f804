// An async boundary before shared modules are used (module-federation/vite examples).
void import('./bootstrap');
