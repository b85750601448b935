/** 'Panel General Empresa': a client's figures over its processes (the clientDashboard area's public surface). */
export { createClientDashboardRepository } from './clientDashboard.repository';
export { clientDashboardRoutes } from './clientDashboard.routes';
export { createClientDashboardService } from './clientDashboard.service';
