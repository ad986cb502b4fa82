include mongodb::repo
