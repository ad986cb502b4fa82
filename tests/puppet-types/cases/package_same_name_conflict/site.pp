package { 'a': name => 'x' }
package { 'b': name => 'x' }
