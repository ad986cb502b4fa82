class m { }
