package { 'p1': name => 'foo', provider => 'apt' }
package { 'p2': name => 'foo', provider => 'gem' }
