"""The desktop window's accessibility tree, read as a screen reader reads it (AT-SPI): the web
view's own roles and names, so that the tests find a control by what a person is told it is.

  a11y.py find ROLE NAME     prints the first element of that role whose name (or, for one named
                             by its content, such as an alert, its text) starts with NAME,
                             as JSON (name, its box on the screen, its states, its text or value),
                             or nothing when there is none
  a11y.py press ROLE NAME    does its default action (what Enter or a click does)
  a11y.py focus ROLE NAME    gives it the keyboard focus
"""
import json
import sys

import gi

gi.require_version('Atspi', '2.0')
from gi.repository import Atspi, GLib  # noqa: E402

# The window's tree is deep (window, web view, document, landmarks, lists, rows); a bound keeps a
# tree gone wrong from being walked for ever.
MAX_DEPTH = 60


# Where a text holds a child element (a link, a paragraph of an alert), AT-SPI puts this character.
EMBEDDED = '\ufffc'


def text_of(node, depth=0):
    """What the element says: its text, with each embedded child's own text in its place."""
    if depth > MAX_DEPTH:
        return ''
    children = [node.get_child_at_index(index) for index in range(node.get_child_count())]
    if 'Text' not in node.get_interfaces():
        return ' '.join(text_of(child, depth + 1) for child in children)
    own = Atspi.Text.get_text(node, 0, Atspi.Text.get_character_count(node))
    pieces = own.split(EMBEDDED)
    said = pieces[0]
    for index, piece in enumerate(pieces[1:]):
        said += (text_of(children[index], depth + 1) if index < len(children) else '') + piece
    return said


def label_of(node):
    """Its accessible name, or for an element named by its content (an alert), what it says."""
    return node.get_name() or text_of(node).strip()


def find(node, role, name, depth=0):
    if depth > MAX_DEPTH:
        return None
    try:
        if node.get_role_name() == role and label_of(node).startswith(name):
            return node
        children = [node.get_child_at_index(index) for index in range(node.get_child_count())]
    except GLib.GError:  # an element, or a program, that went away while the tree was read
        return None
    for child in children:
        found = child and find(child, role, name, depth + 1)
        if found:
            return found
    return None


def describe(node):
    box = node.get_extents(Atspi.CoordType.SCREEN)
    states = node.get_state_set()
    info = {
        'name': label_of(node),
        'box': {'x': box.x, 'y': box.y, 'width': box.width, 'height': box.height},
        'states': [Atspi.StateType(value).value_nick for value in range(Atspi.StateType.LAST_DEFINED) if states.contains(Atspi.StateType(value))],
    }
    interfaces = node.get_interfaces()
    if 'Text' in interfaces:
        info['text'] = Atspi.Text.get_text(node, 0, Atspi.Text.get_character_count(node))
    if 'Value' in interfaces:
        info['value'] = Atspi.Value.get_current_value(node)
    return info


def main():
    command, role, name = sys.argv[1:4]
    desktop = Atspi.get_desktop(0)
    node = None
    for index in range(desktop.get_child_count()):
        node = find(desktop.get_child_at_index(index), role, name)
        if node:
            break
    if not node:
        return
    # Described before the action: a press may close what holds it (a dialog's own button).
    print(json.dumps(describe(node)))
    if command == 'press':
        Atspi.Action.do_action(node, 0)
    elif command == 'focus':
        Atspi.Component.grab_focus(node)


main()
