@notify { ['v1', 'v2']: }
define r() { realize(Notify[$title]) }
r { ['v1', 'v2']: }
