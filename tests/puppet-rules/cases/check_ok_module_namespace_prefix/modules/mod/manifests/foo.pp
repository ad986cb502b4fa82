class mod::foobar { }
class mod::foo {}
