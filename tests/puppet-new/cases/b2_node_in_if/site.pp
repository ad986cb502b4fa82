if true { node x { } }
