package { 'p1': name => 'foo' }
package { 'p2': name => 'foo' }
