notice({a => 10, b => 20, c => 10}.unique)
notice({a => 10, b => 20, c => 10, d => 20}.unique)
