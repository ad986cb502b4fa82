class a::b { notice('ab') }
include ['::a::b']
