notice("x=${unknown_thing}")
