include gnocchi::metricd
