include glance::deps
