application foo { }
