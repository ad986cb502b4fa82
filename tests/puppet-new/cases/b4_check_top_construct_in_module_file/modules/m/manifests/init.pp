class m { }
notice('stray')
