# SPDX-License-Identifier: GPL-3.0-or-later
# ctest translations_complete: fails when a .ts file is out of date with the sources (lupdate
# would change it) or has unfinished, obsolete or vanished entries. Run in script mode:
#   cmake -DLUPDATE=... -DCONFIG=...-config.cmake -DWORK_DIR=... -P check_translations.cmake
# The fix for either failure: build the update_translations target, then translate.
include("${CONFIG}")

file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")

function(to_json_array out_var)
    set(items)
    foreach(item IN LISTS ARGN)
        list(APPEND items "\"${item}\"")
    endforeach()
    list(JOIN items ", " joined)
    set(${out_var} "[ ${joined} ]" PARENT_SCOPE)
endfunction()


# Runs lupdate over copies of the given .ts files, as update_translations does, and compares.
function(check_up_to_date label)
    cmake_parse_arguments(arg "" "" "FILES;OPTIONS" ${ARGN})
    set(copies)
    foreach(ts IN LISTS arg_FILES)
        get_filename_component(name "${ts}" NAME)
        if(NOT EXISTS "${ts}")
            message(SEND_ERROR "${ts} does not exist; build the update_translations target")
            continue()
        endif()
        configure_file("${ts}" "${WORK_DIR}/${name}" COPYONLY)
        list(APPEND copies "${WORK_DIR}/${name}")
    endforeach()
    to_json_array(json_sources ${PITH_SOURCES})
    to_json_array(json_includes ${PITH_INCLUDES})
    to_json_array(json_ts ${copies})
    set(project_json "${WORK_DIR}/${label}.json")
    file(WRITE "${project_json}" "{\n  \"projectFile\": \"${PITH_PROJECT_FILE}\",\n  \"includePaths\": ${json_includes},\n  \"sources\": ${json_sources},\n  \"translations\": ${json_ts}\n}\n")
    execute_process(COMMAND "${LUPDATE}" -silent -project "${project_json}" ${PITH_LUPDATE_OPTIONS} ${arg_OPTIONS}
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err
                    # lupdate 6.4 loops for ever on a '<' inside translate()'s count argument.
                    TIMEOUT 300)
    if(NOT rc EQUAL 0)
        message(SEND_ERROR "lupdate failed (${rc}): ${out}${err}")
        return()
    endif()
    foreach(ts IN LISTS arg_FILES)
        get_filename_component(name "${ts}" NAME)
        file(READ "${ts}" committed)
        file(READ "${WORK_DIR}/${name}" refreshed)
        if(NOT committed STREQUAL refreshed)
            execute_process(COMMAND diff -u "${ts}" "${WORK_DIR}/${name}" OUTPUT_VARIABLE delta)
            message(SEND_ERROR "${name} is out of date with the sources; build the update_translations target "
                               "and translate. lupdate would change:\n${delta}")
        endif()
    endforeach()
endfunction()

check_up_to_date(full FILES ${PITH_TS_FILES})
check_up_to_date(plurals FILES ${PITH_TS_PLURAL_FILES} OPTIONS -pluralonly)

# Every entry finished, none obsolete or vanished: name each offending source string.
foreach(ts IN LISTS PITH_TS_FILES PITH_TS_PLURAL_FILES)
    if(NOT EXISTS "${ts}")
        continue()
    endif()
    get_filename_component(name "${ts}" NAME)
    file(STRINGS "${ts}" lines ENCODING UTF-8)
    set(source "")
    set(bad 0)
    set(finished 0)
    foreach(line IN LISTS lines)
        if(line MATCHES "<source>(.*)</source>")
            set(source "${CMAKE_MATCH_1}")
        elseif(line MATCHES "<source>(.*)")
            set(source "${CMAKE_MATCH_1}...")
        endif()
        if(line MATCHES "<translation[^>]*type=\"(unfinished|obsolete|vanished)\"")
            message(SEND_ERROR "${name}: ${CMAKE_MATCH_1} entry: \"${source}\"")
            math(EXPR bad "${bad} + 1")
        elseif(line MATCHES "<translation")
            math(EXPR finished "${finished} + 1")
        endif()
    endforeach()
    message(STATUS "${name}: ${finished} finished, ${bad} unfinished/obsolete/vanished")
endforeach()
