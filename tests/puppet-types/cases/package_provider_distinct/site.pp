package { 'a': name => 'x', provider => 'gem' }
package { 'b': name => 'x' }
package { 'c': name => 'x', provider => 'gem', command => '/opt/bin/gem' }
