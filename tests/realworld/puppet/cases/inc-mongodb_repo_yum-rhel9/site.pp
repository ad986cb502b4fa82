include mongodb::repo::yum
