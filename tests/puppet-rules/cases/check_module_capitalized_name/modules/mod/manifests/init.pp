class mod { }
class Mod::Up {}
