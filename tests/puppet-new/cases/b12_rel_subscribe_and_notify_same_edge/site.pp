notify { 'src': notify => Notify['dst'] }
notify { 'dst': subscribe => Notify['src'] }
Notify['src'] ~> Notify['dst']
