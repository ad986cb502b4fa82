include glance::cors
