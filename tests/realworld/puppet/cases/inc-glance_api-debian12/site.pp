include glance::api
