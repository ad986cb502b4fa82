include mongodb::repo::apt
