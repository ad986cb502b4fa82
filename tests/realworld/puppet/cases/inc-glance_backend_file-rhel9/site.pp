include glance::backend::file
