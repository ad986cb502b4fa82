package { 'a': name => 'same' }
package { 'b': name => 'same' }
