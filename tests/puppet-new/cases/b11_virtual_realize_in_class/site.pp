@notify { 'v': }
class k { realize(Notify['v']) }
include k
