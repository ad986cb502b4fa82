class bye { } class hi inherits bye { } include hi
